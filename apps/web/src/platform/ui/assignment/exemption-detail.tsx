import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n.ts';
import './assignment.css';

export type ExemptionStatus = 'pending' | 'approved' | 'rejected';

const COLORS: Record<ExemptionStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

interface ExemptionDetailProps {
  status: ExemptionStatus | string | null | undefined;
  reason: string | null | undefined;
}

/** The exemption detail panel of the assignment widget (spec 1 §2, §3): Status and Reason, display only. */
export function ExemptionDetail({ status, reason }: ExemptionDetailProps) {
  const { t } = useTranslation();
  const known = status === 'pending' || status === 'approved' || status === 'rejected';
  return (
    <dl className="cr-exemption" data-testid="exemption-detail">
      <dt>{t('exemption.status')}</dt>
      <dd>
        {known ? <Tag color={COLORS[status]}>{t(`exemption.${status}`)}</Tag> : status || t('common.na')}
      </dd>
      <dt>{t('exemption.reason')}</dt>
      <dd>{reason?.trim() ? reason : t('common.na')}</dd>
    </dl>
  );
}
