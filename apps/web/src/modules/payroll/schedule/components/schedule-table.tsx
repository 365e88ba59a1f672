import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchedulePage, ScheduleRow, ScheduleTotals } from '@clockroom/contracts';
import { useMoneyText } from '../../reports/money-text.ts';

export type Money = Exclude<keyof ScheduleTotals & keyof ScheduleRow, 'employees'>;

/** The money columns, in the row's order; on a phone only gross and net stay (the rest expand). */
export const MONEY: { key: Money; label: string; responsive?: ('sm' | 'md' | 'lg' | 'xl')[] }[] = [
  { key: 'gross_pay', label: 'grossPay', responsive: ['sm'] },
  { key: 'overtime', label: 'overtime', responsive: ['xl'] },
  { key: 'benefits', label: 'benefits', responsive: ['xl'] },
  { key: 'deductions', label: 'deductions', responsive: ['xl'] },
  { key: 'loan_repayment', label: 'loanRepayment', responsive: ['xl'] },
  { key: 'paye', label: 'paye', responsive: ['md'] },
  { key: 'pension_employee', label: 'pensionEmployee', responsive: ['lg'] },
  { key: 'pension_employer', label: 'pensionEmployer', responsive: ['xl'] },
  { key: 'nhf', label: 'nhf', responsive: ['lg'] },
  { key: 'net_pay', label: 'netPay' },
];

/** Whom a row pays: the name, and the PIN beneath it in grey (the schedule and the variance alike). */
export function WhoCell({ row }: { row: { name: string; pin?: string | null } }) {
  return (
    <span className="cr-schedule-who">
      <span className="cr-schedule-name">{row.name}</span>
      <span className="cr-muted">{row.pin ?? ''}</span>
    </span>
  );
}

export function StatusTag({ status }: { status: ScheduleRow['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={status === 'confirmed' ? 'green' : 'blue'}
      bordered={false}
      data-testid={`schedule-status-${status}`}
    >
      {t(`salarySchedule.status.${status}`)}
    </Tag>
  );
}

/** One row's detail: where the employee sits, each component, and the figures a phone hides. */
function RowDetail({ row }: { row: ScheduleRow }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  return (
    <dl className="cr-schedule-detail">
      <dt>{t('salarySchedule.branch')}</dt>
      <dd>{row.branch ?? '—'}</dd>
      <dt>{t('salarySchedule.department')}</dt>
      <dd>{row.department ?? '—'}</dd>
      {row.components.map((c, i) => (
        <div key={`${c.name}-${i}`} className="cr-schedule-detail-pair">
          <dt>{c.name}</dt>
          <dd>{money.naira(c.amount)}</dd>
        </div>
      ))}
      {MONEY.map((m) => (
        <div key={m.key} className="cr-schedule-detail-pair">
          <dt>{t(`salarySchedule.${m.label}`)}</dt>
          <dd>{money.naira(row[m.key])}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ScheduleTableProps {
  page: SchedulePage;
  loading: boolean;
  onPage: (page: number, perPage: number) => void;
  current: { page: number; perPage: number };
}

/**
 * The schedule's rows (issue 19 "Schedule row"): who, status and days, then the money in exact
 * naira; a row expands to its components and the figures a narrow screen leaves out.
 */
export function ScheduleTable({ page, loading, onPage, current }: ScheduleTableProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const columns: TableColumnsType<ScheduleRow> = [
    {
      title: t('salarySchedule.employee'),
      key: 'name',
      fixed: 'left',
      render: (_v, row) => <WhoCell row={row} />,
    },
    {
      title: t('salarySchedule.status'),
      key: 'status',
      responsive: ['md'],
      render: (_v, row) => <StatusTag status={row.status} />,
    },
    {
      title: t('salarySchedule.daysPaid'),
      key: 'days',
      responsive: ['lg'],
      render: (_v, row) => t('salarySchedule.daysOf', { paid: row.days_paid, days: row.days_in_month }),
    },
    ...MONEY.map((m) => ({
      title: t(`salarySchedule.${m.label}`),
      key: m.key,
      align: 'right' as const,
      ...(m.responsive ? { responsive: m.responsive } : {}),
      render: (_v: unknown, row: ScheduleRow) => (
        <span className="cr-schedule-money">{money.naira(row[m.key])}</span>
      ),
    })),
  ];
  return (
    <Table<ScheduleRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page.results}
      loading={loading}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (row) => <RowDetail row={row} /> }}
      pagination={{
        current: current.page,
        pageSize: current.perPage,
        total: page.total,
        showSizeChanger: true,
        onChange: onPage,
      }}
      data-testid="schedule-table"
    />
  );
}
