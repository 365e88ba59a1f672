import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, type OvertimeTotal } from '@clockroom/contracts';
import { QueryTable } from '../../../../platform/ui/data-table/query-table.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { amountText } from '../amount-text.ts';
import { approvedTotalsQuery } from '../api.ts';

const MONTH_VALUE = 'YYYY-MM';
const MONTH_SHOWN = 'MM-YYYY';

/**
 * Each employee's approved overtime in a month (issue 18 §5): what payroll will pay for the month,
 * shown here until payroll lands. The month of the list's range by default.
 */
export function ApprovedTotals({ initialMonth }: { initialMonth: string }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(initialMonth);
  const [paging, setPaging] = useState({ page: 1, perPage: 5 });
  const totals = useQuery({
    ...approvedTotalsQuery(month, paging.page, paging.perPage),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<OvertimeTotal> = [
    {
      title: t('overtime.name'),
      dataIndex: 'name',
      render: (name: string) => <span data-testid="overtime-total-name">{name}</span>,
    },
    {
      title: t('overtime.pin'),
      dataIndex: 'pin',
      responsive: ['sm'],
      render: (p: string | null) => p ?? '—',
    },
    { title: t('overtime.records'), dataIndex: 'records', align: 'right', responsive: ['md'] },
    { title: t('overtime.hours'), dataIndex: 'overtime_in_hour', align: 'right' },
    {
      title: t('overtime.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => (
        <span className="cr-money cr-overtime-nowrap" data-testid="overtime-total-amount">
          {amountText(v)}
        </span>
      ),
    },
  ];
  return (
    <Panel
      className="cr-overtime-totals"
      testId="overtime-approved-totals"
      title={t('overtime.totalsTitle')}
      extra={
        <DatePicker
          picker="month"
          allowClear={false}
          className="cr-overtime-month"
          aria-label={t('overtime.totalsMonth')}
          data-testid="overtime-totals-month"
          format={MONTH_SHOWN}
          value={dayjs(`${month}-01`)}
          onChange={(d) => {
            if (!d) return;
            setMonth(d.format(MONTH_VALUE));
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      }
    >
      {totals.isError ? null : (
        <p className="cr-muted" data-testid="overtime-totals-sum">
          {totals.data
            ? t('overtime.totalsSum', {
                amount: amountText(totals.data.total_amount),
                count: totals.data.total,
              })
            : t('overtime.loading')}
        </p>
      )}
      <QueryTable<OvertimeTotal>
        query={totals}
        rows={totals.data?.results ?? []}
        columns={columns}
        rowKey="employee_id"
        empty={t('overtime.totalsEmpty')}
        loading={totals.isFetching}
        pagination={{
          current: paging.page,
          pageSize: paging.perPage,
          total: totals.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (page, perPage) =>
            setPaging((p) => ({ page: perPage === p.perPage ? page : 1, perPage })),
        }}
      />
    </Panel>
  );
}
