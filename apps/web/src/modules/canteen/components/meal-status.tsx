import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUSAL_MESSAGE_KEY, type MealRow } from '@clockroom/contracts';

/** Served, or refused with the reason (the clock itself shows no text, ADR 55). */
export function MealStatus({ meal }: { meal: Pick<MealRow, 'status' | 'refusal_reason'> }) {
  const { t } = useTranslation();
  if (meal.status === 'served') return <Tag color="green">{t('canteen.served')}</Tag>;
  const reason = meal.refusal_reason ? t(`canteen.${REFUSAL_MESSAGE_KEY[meal.refusal_reason]}`) : null;
  return (
    <Tooltip title={t('canteen.refusedHint')}>
      <span className="cr-canteen-refusal">
        <Tag color="red">{t('canteen.refused')}</Tag>
        {reason ? <span className="cr-small">{reason}</span> : null}
      </span>
    </Tooltip>
  );
}
