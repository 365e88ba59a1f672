import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExemptionStatus } from '@clockroom/contracts';

const COLOURS: Record<ExemptionStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** pending | approved | rejected (spec 2 §4), read as Pending, Approved, Rejected. */
export function ExemptionStatusTag({ status }: { status: ExemptionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="exemption-status" data-status={status}>
      {t(`exemption.${status}`)}
    </Tag>
  );
}
