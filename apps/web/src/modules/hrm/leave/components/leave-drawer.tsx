import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveDetail } from '@clockroom/contracts';
import { RecordDrawer, type RecordDrawerProps } from '../../../../platform/ui/record-drawer.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { ApprovalLevels } from '../../../../platform/approvers/components/approval-levels.tsx';
import { leaveQuery } from '../api.ts';
import { LeaveStatusTag } from './leave-status-tag.tsx';

/**
 * The side panel of one request (spec 2 §2): ID, employee name, leave type, start and end dates,
 * relief, created date; then its days, note and the levels of its approval (ADR 22).
 */
export function LeaveDrawer(props: RecordDrawerProps<LeaveDetail>) {
  const { t } = useTranslation();
  return (
    <RecordDrawer {...props} query={leaveQuery} title={t('leave.detailTitle', { id: props.id ?? '' })}>
      {(record) => <LeaveFacts record={record} />}
    </RecordDrawer>
  );
}

function LeaveFacts({ record }: { record: LeaveDetail }) {
  const { t } = useTranslation();
  return (
    <div data-testid="leave-detail">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('leave.id')}>
          <span data-testid="leave-detail-id">{record.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('leave.employee')}>
          <span data-testid="leave-detail-employee">{record.employee_name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('leave.leaveType')}>
          <span data-testid="leave-detail-type">{record.leave_type_name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('leave.startDate')}>
          <DateText value={record.start_date} />
        </Descriptions.Item>
        <Descriptions.Item label={t('leave.endDate')}>
          <DateText value={record.end_date} />
        </Descriptions.Item>
        <Descriptions.Item label={t('leave.days')}>
          {t('leave.daysCount', { count: record.days })}
        </Descriptions.Item>
        <Descriptions.Item label={t('leave.relief')}>{record.relief ?? t('leave.none')}</Descriptions.Item>
        <Descriptions.Item label={t('leave.status')}>
          <LeaveStatusTag status={record.status} detailed />
        </Descriptions.Item>
        <Descriptions.Item label={t('leave.note')}>
          <span className="cr-wrap" data-testid="leave-detail-note">
            {record.note}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('leave.createdAt')}>
          {formatDateTime(record.created_at)}
        </Descriptions.Item>
      </Descriptions>
      <ApprovalLevels type={record.approval_type} levels={record.approvals} testIdPrefix="leave-level" />
    </div>
  );
}
