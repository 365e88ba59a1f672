import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { leaveStatusLabel, type LeaveStatus } from '@clockroom/contracts';

const COLOURS = { Pending: 'gold', Approved: 'green', Rejected: 'red', Cancelled: 'default' } as const;

/**
 * A request's status as the All Leaves table shows it (spec 2 §4): taken and scheduled read Approved.
 * `detailed` adds which of the two, for the side panel and the employee's own list.
 */
export function LeaveStatusTag({ status, detailed = false }: { status: LeaveStatus; detailed?: boolean }) {
  const { t } = useTranslation();
  const label = leaveStatusLabel(status);
  const finer =
    detailed && (status === 'scheduled' || status === 'taken') ? ` · ${t(`leave.${status}`)}` : '';
  return (
    <Tag color={COLOURS[label]} data-testid="leave-status" data-status={status}>
      {t(`leave.${label.toLowerCase()}`)}
      {finer}
    </Tag>
  );
}
