import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Table, Tooltip, type TableColumnsType } from 'antd';
import { CheckOutlined, DownloadOutlined, RedoOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  hasPermission,
  type PaymentLine,
  type PaymentSchedule,
  type PaymentUpload,
} from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Naira } from '../../../../platform/ui/money.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { downloadBankFile, payScheduleMutation, refreshUploads, retryTransferMutation } from '../api.ts';
import { LineStatus, ProgressTag, ScheduleStatus } from './upload-bits.tsx';
import { useLineMarks } from './line-marks.tsx';

/**
 * One schedule's lines, each with its status and a failure's reason, and what can be done now: the
 * bank file of an approved bank-file schedule (the lines still to pay) and marking its lines paid or
 * failed, paying a wallet schedule that waited for funds, and retrying one failed line alone (the
 * wallet's retry, ADR 57, 59).
 */
export function ScheduleLines({ upload, schedule }: { upload: PaymentUpload; schedule: PaymentSchedule }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const manage = hasPermission(useCurrentUser(), 'manage payments');
  const refresh = () => refreshUploads(queryClient);
  const pay = useMutation({ ...payScheduleMutation(), onSettled: refresh });
  const retry = useMutation({ ...retryTransferMutation(), onSettled: refresh });
  const ids = { transactionId: upload.transaction_id, scheduleId: schedule.id };
  // A bank file sends pending and failed lines; the bank's "all paid" covers those it holds too.
  const count = schedule.lines_by_status;
  const toSend = count.pending + count.failed;
  const unpaid = count.pending + count.processing;
  const { mark, lineActions, dialog } = useLineMarks(ids);
  const wallet = upload.payment_option.type === 'wallet';
  const approved = schedule.status === 'approved';

  const columns: TableColumnsType<PaymentLine> = [
    {
      title: t('paymentUpload.employee'),
      key: 'employee',
      render: (_v, l) => (
        <span className="cr-wrap">
          {l.name}
          <span className="cr-payment-under cr-muted cr-small">
            {l.pin ?? ''} · {l.bank_name} {l.account_number}
          </span>
          {/* On a phone the amount and status columns are gone: they sit here instead. */}
          <span className="cr-payment-under cr-payment-phone">
            <Naira value={l.amount} /> {t(`paymentUpload.line.${l.status}`)}
            {l.status === 'failed' && l.reason ? ` · ${t(l.reason)}` : ''}
          </span>
        </span>
      ),
    },
    {
      title: t('paymentUpload.account'),
      dataIndex: 'account_name',
      responsive: ['lg'],
    },
    {
      title: t('paymentUpload.amount'),
      dataIndex: 'amount',
      align: 'right',
      responsive: ['sm'],
      render: (v: string, l) => <Naira value={v} testId={`payment-line-amount-${l.id}`} />,
    },
    {
      title: t('paymentUpload.status'),
      key: 'status',
      responsive: ['sm'],
      render: (_v, l) => <LineStatus id={l.id} status={l.status} reason={l.reason} />,
    },
    {
      title: t('paymentUpload.actions'),
      key: 'actions',
      render: (_v, l) =>
        manage && wallet && l.status === 'failed' && l.transfer_id !== null ? (
          <Tooltip title={t('paymentUpload.noRetry')}>
            <Popconfirm
              title={t('paymentUpload.retryTitle')}
              description={t('paymentUpload.retryText')}
              okText={t('paymentUpload.retry')}
              cancelText={t('common.cancel')}
              onConfirm={() => retry.mutateAsync(l.transfer_id as number).catch(() => undefined)}
            >
              <Button size="small" icon={<RedoOutlined />} data-testid={`payment-line-retry-${l.id}`}>
                {t('paymentUpload.retry')}
              </Button>
            </Popconfirm>
          </Tooltip>
        ) : manage && !wallet && approved ? (
          lineActions(l)
        ) : null,
    },
  ];

  const actions = manage && approved && (
    <div className="cr-payment-actions">
      {!wallet ? (
        <>
          <Tooltip title={t('paymentUpload.bankFileHint')}>
            <Button
              icon={<DownloadOutlined />}
              disabled={toSend === 0}
              onClick={() => void downloadBankFile(upload.transaction_id, schedule.id).finally(refresh)}
              data-testid={`payment-bank-file-${schedule.id}`}
            >
              {t('paymentUpload.bankFile')}
            </Button>
          </Tooltip>
          {unpaid > 0 ? (
            <Popconfirm
              title={t('paymentUpload.markPaidTitle')}
              description={t('paymentUpload.markPaidText')}
              okText={t('paymentUpload.markPaid')}
              cancelText={t('common.cancel')}
              onConfirm={() => mark.mutateAsync({ ...ids, status: 'paid' }).catch(() => undefined)}
            >
              <Button icon={<CheckOutlined />} data-testid={`payment-mark-paid-${schedule.id}`}>
                {t('paymentUpload.markPaid')}
              </Button>
            </Popconfirm>
          ) : null}
        </>
      ) : schedule.progress === 'waiting_funds' ? (
        <Button
          type="primary"
          icon={<WalletOutlined />}
          loading={pay.isPending}
          onClick={() => pay.mutate(ids)}
          data-testid={`payment-pay-${schedule.id}`}
        >
          {t('paymentUpload.payNow')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <Panel
      className="cr-payment-schedule"
      title={t('paymentUpload.linesOf', { name: schedule.name })}
      testId={`payment-schedule-${schedule.id}`}
      extra={
        <span className="cr-wrap">
          <ScheduleStatus id={schedule.id} status={schedule.status} reason={schedule.decline_reason} />
          <ProgressTag id={schedule.id} progress={schedule.progress} />
        </span>
      }
    >
      {schedule.funds_message ? (
        <Alert type="warning" showIcon className="cr-table-error" title={t(schedule.funds_message)} />
      ) : null}
      {actions}
      <p className="cr-muted">
        {t('paymentUpload.total')}:{' '}
        <Naira value={schedule.total} testId={`payment-schedule-total-${schedule.id}`} />
        {' · '}
        {t('paymentUpload.paid')}: <Naira value={schedule.paid_total} />
      </p>
      <Table<PaymentLine>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={schedule.lines}
        pagination={schedule.lines.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: 'max-content' }}
      />
      {dialog}
    </Panel>
  );
}
