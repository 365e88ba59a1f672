import { Link } from '@tanstack/react-router';
import { DatePicker, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatDate, type PaymentUpload } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Naira } from '../../../../platform/ui/money.tsx';
import { approvedQuery, uploadsQuery } from '../api.ts';
import { paymentUploadScreens } from '../uploads.routes.tsx';
import { monthName } from './upload-bits.tsx';

const { paths } = paymentUploadScreens;

/**
 * Payment uploads, newest month first, narrowed to a month (the `year_month` filter in the address);
 * approved payments are the same table of uploads with an approved schedule.
 */
export function UploadTable({ approved = false }: { approved?: boolean }) {
  const { t, i18n } = useTranslation();
  const label = (row: PaymentUpload) => monthName(row.year_month, i18n.language);
  const testId = (row: PaymentUpload) => `payment-upload-open-${row.transaction_id}`;
  const open = (row: PaymentUpload) =>
    approved ? (
      <Link {...paths.approvedView(row.transaction_id)} data-testid={testId(row)}>
        {label(row)}
      </Link>
    ) : (
      <Link
        to={paths.view.to}
        search={{ transaction_id: row.transaction_id } as never}
        data-testid={testId(row)}
      >
        {label(row)}
      </Link>
    );
  const columns: TableColumnsType<PaymentUpload> = [
    {
      title: t('paymentUpload.month'),
      key: 'month',
      render: (_v, row) => (
        <span className="cr-wrap">
          {open(row)}
          <span className="cr-payment-under cr-muted cr-small">{row.reference}</span>
        </span>
      ),
    },
    {
      title: t('paymentUpload.option'),
      key: 'option',
      responsive: ['md'],
      render: (_v, row) => (
        <span className="cr-wrap">
          {row.payment_option.name}
          <Tag>{t(`paymentUpload.option.${row.payment_option.type}`)}</Tag>
        </span>
      ),
    },
    {
      title: t('paymentUpload.schedules'),
      key: 'schedules',
      responsive: ['lg'],
      render: (_v, row) => t('paymentUpload.countsLine', row.schedules_by_status),
    },
    { title: t('paymentUpload.lines'), dataIndex: 'line_count', align: 'right', responsive: ['sm'] },
    {
      title: t('paymentUpload.total'),
      dataIndex: 'total',
      align: 'right',
      render: (v: string, row) => <Naira value={v} testId={`payment-upload-total-${row.transaction_id}`} />,
    },
    {
      title: t('paymentUpload.paid'),
      dataIndex: 'paid_total',
      align: 'right',
      responsive: ['sm'],
      render: (v: string, row) => <Naira value={v} testId={`payment-upload-paid-${row.transaction_id}`} />,
    },
    {
      title: t('paymentUpload.createdBy'),
      key: 'by',
      responsive: ['xl'],
      render: (_v, row) => (
        <span className="cr-wrap">
          {row.created_by}
          <span className="cr-payment-under cr-muted cr-small">
            {formatDate(row.created_at.slice(0, 10))}
          </span>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      testId={approved ? 'approved-payment-table' : 'payment-upload-table'}
      query={approved ? approvedQuery : uploadsQuery}
      columns={columns}
      rowKey="transaction_id"
      toolbar={({ filters, setFilter }) => (
        <DatePicker
          picker="month"
          aria-label={t('paymentUpload.monthFilter')}
          placeholder={t('paymentUpload.monthFilter')}
          value={filters.year_month ? dayjs(`${filters.year_month}-01`) : null}
          onChange={(d) => setFilter('year_month', d ? d.format('YYYY-MM') : undefined)}
          data-testid="payment-upload-month"
        />
      )}
      empty={
        <EmptyState message={t(approved ? 'paymentUpload.emptyApproved' : 'paymentUpload.empty')}>
          <span className="cr-payment-under cr-muted cr-small">{t('paymentUpload.emptyHint')}</span>
        </EmptyState>
      }
    />
  );
}
