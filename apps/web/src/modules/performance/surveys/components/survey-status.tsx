import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SurveyStatus } from '@clockroom/contracts';

const COLORS: Record<SurveyStatus, string> = { draft: 'default', published: 'green', closed: 'blue' };

export function SurveyStatusTag({ status }: { status: SurveyStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={`survey-status-tag-${status}`}>
      {t(`survey.status_${status}`)}
    </Tag>
  );
}
