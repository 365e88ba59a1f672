import { Descriptions, Skeleton, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_SCHEDULE_DECISION_MESSAGES as D,
  paymentUploadEndpoints as E,
  type PaymentSchedule,
  type UploadSchedules,
} from '@clockroom/contracts';
import { ApprovalInbox } from '../../../../platform/approvers/inbox/approval-inbox.tsx';
import { useApprovalDecisions } from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Naira } from '../../../../platform/ui/money.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { refreshUploads } from '../api.ts';
import { ProgressTag, ScheduleStatus, monthName } from './upload-bits.tsx';
import { ScheduleLines } from './schedule-lines.tsx';

type Query = ReturnType<typeof import('../api.ts').uploadSchedulesQuery>;

/**
 * An upload (or an approved payment): its summary, its schedules in the one approvals inbox (ADR 31:
 * each approved or declined, or several at once; a decline asks why) unless it is the approved view,
 * then each schedule's lines with what can be done with them.
 */
export function UploadDetail({ query, decide }: { query: Query; decide: boolean }) {
  const { t, i18n } = useTranslation();
  const read = useQuery(query);
  const upload = read.data?.upload;
  const tx = String(upload?.transaction_id ?? 0);
  const decisions = useApprovalDecisions({
    endpoints: { approve: E.decide, reject: E.decide },
    params: {
      approve: { type: 'salary', transaction_id: tx, action: 'approve' },
      reject: { type: 'salary', transaction_id: tx, action: 'decline' },
    },
    idsField: 'schedule_ids',
    refresh: refreshUploads,
    words: 'paymentUpload',
    testIdPrefix: 'payment-schedule',
    reasonRequired: D.reasonRequired,
  });
  if (read.isError) return <PageError error={read.error} onRetry={() => void read.refetch()} />;
  const data: UploadSchedules | undefined = read.data;
  if (!data || !upload) return <Skeleton active paragraph={{ rows: 8 }} />;

  const columns: TableColumnsType<PaymentSchedule> = [
    {
      title: t('paymentUpload.schedules'),
      dataIndex: 'name',
      render: (name: string, s) => (
        <span className="cr-wrap">
          {name}
          <span className="cr-payment-under cr-muted cr-small">
            {t('paymentUpload.lines')}: {s.line_count} · <Naira value={s.total} />
          </span>
        </span>
      ),
    },
    { title: t('paymentUpload.lines'), dataIndex: 'line_count', align: 'right', responsive: ['md'] },
    {
      title: t('paymentUpload.total'),
      dataIndex: 'total',
      align: 'right',
      responsive: ['sm'],
      render: (v: string) => <Naira value={v} />,
    },
    {
      title: t('paymentUpload.approval'),
      key: 'status',
      render: (_v, s) => (
        <span className="cr-wrap">
          <ScheduleStatus id={s.id} status={s.status} reason={s.decline_reason} />
          {s.level_label ? <span className="cr-payment-under cr-muted cr-small">{s.level_label}</span> : null}
        </span>
      ),
    },
    {
      title: t('paymentUpload.progress'),
      key: 'progress',
      responsive: ['sm'],
      render: (_v, s) => <ProgressTag id={s.id} progress={s.progress} />,
    },
  ];

  return (
    <div className="cr-payment-upload">
      <Panel testId="payment-upload-summary">
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" bordered>
          <Descriptions.Item label={t('paymentUpload.reference')}>{upload.reference}</Descriptions.Item>
          <Descriptions.Item label={t('paymentUpload.month')}>
            {monthName(upload.year_month, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('paymentUpload.option')}>
            {upload.payment_option.name} <Tag>{t(`paymentUpload.option.${upload.payment_option.type}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('paymentUpload.lines')}>{upload.line_count}</Descriptions.Item>
          <Descriptions.Item label={t('paymentUpload.total')}>
            <Naira value={upload.total} testId="payment-upload-total" />
          </Descriptions.Item>
          <Descriptions.Item label={t('paymentUpload.paid')}>
            <Naira value={upload.paid_total} testId="payment-upload-paid" />
          </Descriptions.Item>
          <Descriptions.Item label={t('paymentUpload.createdBy')}>{upload.created_by}</Descriptions.Item>
          <Descriptions.Item label={t('paymentUpload.schedules')}>
            {t('paymentUpload.countsLine', upload.schedules_by_status)}
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      {decide ? (
        <ApprovalInbox
          decisions={decisions}
          words="paymentUpload"
          testIdPrefix="payment-schedule"
          testId="payment-schedule-table"
          // The upload's schedules are its inbox: one page holding them all.
          query={() => query as never}
          columns={columns}
          decidable={(s) => s.can_decide}
          searchPlaceholder={t('paymentUpload.search')}
          empty={<EmptyState message={t('paymentUpload.noSchedules')} />}
        />
      ) : null}
      {data.results.map((s) => (
        <ScheduleLines key={s.id} upload={upload} schedule={s} />
      ))}
    </div>
  );
}
