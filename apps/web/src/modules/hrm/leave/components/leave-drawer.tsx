import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveDetail } from '@clockroom/contracts';
import { DetailDrawer } from '../../../../platform/ui/detail-drawer.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { ApprovalLevels } from '../../../../platform/approvers/components/approval-levels.tsx';
import { leaveQuery } from '../api.ts';
import { LeaveStatusTag } from './leave-status-tag.tsx';

interface LeaveDrawerProps {
  id: number | null;
  onClose: () => void;
  /** Buttons for the record (edit, cancel, approve...), given the loaded record. */
  footer?: (record: LeaveDetail) => React.ReactNode;
}

/**
 * The side panel of one request (spec 2 §2): ID, employee name, leave type, start and end dates,
 * relief, created date; then its days, note and the levels of its approval (ADR 22).
 */
export function LeaveDrawer({ id, onClose, footer }: LeaveDrawerProps) {
  const { t } = useTranslation();
  const record = useQuery({ ...leaveQuery(id ?? 0), enabled: id !== null });
  // Spec 2 §8: a failed fetch of a single item for the side panel closes the panel.
  useEffect(() => {
    if (id !== null && record.isError) onClose();
  }, [id, record.isError, onClose]);
  const data = id !== null && record.data?.id === id ? record.data : undefined;
  return (
    <DetailDrawer
      open={id !== null}
      title={t('leave.detailTitle', { id: id ?? '' })}
      onClose={onClose}
      loading={data === undefined}
      footer={data && footer ? footer(data) : undefined}
    >
      {data ? <LeaveFacts record={data} /> : null}
    </DetailDrawer>
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
