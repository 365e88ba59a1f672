import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, DatePicker, Select, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  DATE_DISPLAY_FORMAT,
  LOAN_STATUSES,
  formatDate,
  type ListPage,
  type LoanRequest,
} from '@clockroom/contracts';
import { DataTable, type FilterContext } from '../../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { crudRowActions } from '../../../../../platform/ui/crud-row-actions.tsx';
import { Naira } from '../../../../../platform/ui/money.tsx';
import type { RowAction } from '../../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../../platform/ui/row-actions-column.tsx';
import type { LinkTarget } from '../../../../../platform/routing/resource-routes.ts';
import type { ListParams } from '../../../../../platform/ui/data-table/list-search.ts';
import { deleteLoansMutation, refreshLoans } from '../api.ts';
import { monthText } from '../../../allowances/month-text.ts';
import { LoanStatusTag } from './loan-bits.tsx';
import { LoanScheduleDrawer } from './loan-schedule-drawer.tsx';
import { loanFigureColumns, loanTypeColumn } from './loan-columns.tsx';

interface LoanTableProps<K extends QueryKey> {
  query: (params: ListParams) => UseQueryOptions<ListPage<LoanRequest>, Error, ListPage<LoanRequest>, K>;
  /** The company's list shows who asked and filters by status too; the employee's list does not. */
  admin: boolean;
  /** The loan types the type filter offers. */
  types: { id: number; name: string }[];
  edit: (id: number) => LinkTarget;
  testId: string;
}

/** The type, date and status filters, kept in the URL by the list kit. */
function Filters({
  ctx,
  admin,
  types,
}: {
  ctx: FilterContext;
  admin: boolean;
  types: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const { filters, setFilter } = ctx;
  const day = (key: string) => (filters[key] ? dayjs(filters[key]) : null);
  return (
    <>
      <Select
        allowClear
        className="cr-loan-filter"
        placeholder={t('loanRequest.typeAll')}
        aria-label={t('loanRequest.loanType')}
        value={filters['loan_type_id'] ? Number(filters['loan_type_id']) : undefined}
        onChange={(v: number | undefined) => setFilter('loan_type_id', v)}
        options={types.map((x) => ({ value: x.id, label: x.name }))}
        data-testid="loan-filter-type"
      />
      {admin ? (
        <Select
          allowClear
          className="cr-loan-filter"
          placeholder={t('loanRequest.statusAll')}
          aria-label={t('loanRequest.status')}
          value={filters['status'] || undefined}
          onChange={(v: string | undefined) => setFilter('status', v)}
          options={LOAN_STATUSES.map((s) => ({ value: s, label: t(`loanRequest.status.${s}`) }))}
          data-testid="loan-filter-status"
        />
      ) : null}
      {(['start_date', 'end_date'] as const).map((key) => (
        <DatePicker
          key={key}
          className="cr-loan-filter-date"
          format={DATE_DISPLAY_FORMAT}
          placeholder={t(key === 'start_date' ? 'loanRequest.startDate' : 'loanRequest.endDate')}
          aria-label={t(key === 'start_date' ? 'loanRequest.startDate' : 'loanRequest.endDate')}
          value={day(key)}
          onChange={(d) => setFilter(key, d ? d.format('YYYY-MM-DD') : undefined)}
          data-testid={`loan-filter-${key}`}
        />
      ))}
    </>
  );
}

/** A list of loan requests with their figures; each opens its schedule, and a pending one is edited or deleted. */
export function LoanTable<K extends QueryKey>({ query, admin, types, edit, testId }: LoanTableProps<K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<LoanRequest | null>(null);
  const remove = useMutation({ ...deleteLoansMutation(), onSuccess: () => refreshLoans(queryClient) });

  // The view opens the schedule, hence its own word; a pending request is still edited or deleted.
  const actions = (row: LoanRequest): RowAction[] => [
    {
      key: 'view',
      label: t('loanRequest.view'),
      icon: <EyeOutlined />,
      testId: `loan-view-${row.id}`,
      onClick: () => setOpen(row),
    },
    ...crudRowActions(
      t,
      'loan',
      row.id,
      row.can_edit
        ? {
            edit: () => void navigate(edit(row.id)),
            remove: {
              title: t('loanRequest.deleteTitle'),
              text: t('loanRequest.deleteText'),
              run: () => remove.mutateAsync([row.id]),
            },
          }
        : {},
    ),
  ];

  const columns: TableColumnsType<LoanRequest> = [
    ...(admin
      ? [{ title: t('loanRequest.employee'), dataIndex: 'employee_name', responsive: ['md' as const] }]
      : []),
    // On a phone the employee and status columns are gone: both sit under the type instead.
    loanTypeColumn(t, (row) => (
      <>
        {admin ? `${row.employee_name} · ` : ''}
        <LoanStatusTag record={row} phoneCopy />
      </>
    )),
    ...loanFigureColumns(t, 'lg'),
    {
      title: t('loanRequest.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (v: string, row) => <Naira value={v} testId={`loan-balance-${row.id}`} />,
    },
    {
      title: t('loanRequest.status'),
      key: 'status',
      responsive: ['sm'],
      render: (_v, row) => <LoanStatusTag record={row} />,
    },
    {
      title: t('loanRequest.repaymentStart'),
      dataIndex: 'repayment_start',
      responsive: ['lg'],
      render: (m: string) => monthText(m),
    },
    {
      title: t('loanRequest.requested'),
      dataIndex: 'created_at',
      responsive: ['xl'],
      render: (at: string) => formatDate(at.slice(0, 10)),
    },
    rowActionsColumn(t('loanRequest.actions'), (row) => ({
      actions: actions(row),
      label: t('loanRequest.actionsFor', { id: row.id }),
      menuTestId: `loan-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <DataTable
        testId={testId}
        query={query}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t(admin ? 'loanRequest.search' : 'loanRequest.searchMine')}
        toolbar={(ctx) => <Filters ctx={ctx} admin={admin} types={types} />}
        empty={<EmptyState message={t(admin ? 'loanRequest.noLoans' : 'loanRequest.noMyLoans')} />}
        emptyNarrowed={(_query, clear) => (
          <EmptyState message={t('loanRequest.noMatches')}>
            <Button type="link" onClick={clear}>
              {t('loanRequest.clearSearch')}
            </Button>
          </EmptyState>
        )}
      />
      <LoanScheduleDrawer loan={open} onClose={() => setOpen(null)} />
    </>
  );
}
