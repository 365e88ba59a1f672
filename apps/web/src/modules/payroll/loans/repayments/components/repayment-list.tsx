import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ListPage } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../../platform/ui/create-link.tsx';
import { crudRowActions } from '../../../../../platform/ui/crud-row-actions.tsx';
import { DataTable } from '../../../../../platform/ui/data-table/data-table.tsx';
import type { ListParams } from '../../../../../platform/ui/data-table/list-search.ts';
import { DateText } from '../../../../../platform/ui/date-text.tsx';
import { EmptyState, SearchMissState } from '../../../../../platform/ui/empty-state.tsx';
import type { LinkTarget } from '../../../../../platform/routing/resource-routes.ts';
import { Naira } from '../../../../../platform/ui/money.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../../platform/ui/responsive-row-actions.tsx';

interface Row {
  id: number;
  employee_name: string;
  employee_pin: string | null;
  loan_type: string;
  amount: string;
  note: string | null;
}

interface RepaymentListProps<T extends Row, K extends QueryKey> {
  kind: 'disbursement' | 'refund';
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** The row's date: disbursed_on or refunded_on. */
  dateOf: (row: T) => string;
  /** Columns after the date (a refund's loan balance). */
  more?: TableColumnsType<T>;
  create: LinkTarget;
  edit?: (id: number) => LinkTarget;
  remove: (id: number) => Promise<unknown>;
}

/**
 * A list of disbursements or refunds (ADR 53): searchable by employee, PIN or loan type and paged;
 * those who may edit loans record new ones and delete (and, for refunds, edit) them.
 */
export function RepaymentList<T extends Row, K extends QueryKey>(p: RepaymentListProps<T, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = hasPermission(useCurrentUser(), 'edit loan');
  const texts =
    p.kind === 'disbursement'
      ? {
          title: 'loanRepay.disbursements',
          subtitle: 'loanRepay.disbursementsSubtitle',
          create: 'loanRepay.disburse',
          empty: 'loanRepay.emptyDisbursements',
          date: 'loanRepay.disbursedOn',
          deleteTitle: 'loanRepay.deleteDisbursementTitle',
          deleteText: 'loanRepay.deleteDisbursementText',
        }
      : {
          title: 'loanRepay.refunds',
          subtitle: 'loanRepay.refundsSubtitle',
          create: 'loanRepay.createRefund',
          empty: 'loanRepay.emptyRefunds',
          date: 'loanRepay.refundedOn',
          deleteTitle: 'loanRepay.deleteRefundTitle',
          deleteText: 'loanRepay.deleteRefundText',
        };
  const testId = `loan-${p.kind}`;
  const create = canEdit ? (
    <CreateLink {...p.create} label={t(texts.create)} testId={`${testId}-create`} />
  ) : null;

  const actions = (row: T): RowAction[] =>
    crudRowActions(t, testId, row.id, {
      edit: p.edit ? () => void navigate(p.edit?.(row.id) ?? p.create) : undefined,
      remove: {
        title: t(texts.deleteTitle, { name: row.employee_name }),
        text: t(texts.deleteText),
        run: () => p.remove(row.id),
      },
    });

  const columns: TableColumnsType<T> = [
    {
      title: t('loanRepay.employee'),
      key: 'employee',
      // The PIN under the name keeps the column narrow, so the amount shows beside it at 390 px.
      render: (_v, row) => (
        <span className="cr-loan-repay-person" data-testid={`${testId}-employee-${row.id}`}>
          {row.employee_name}
          {row.employee_pin ? <span className="cr-loan-repay-pin">{row.employee_pin}</span> : null}
        </span>
      ),
    },
    { title: t('loanRepay.loanType'), dataIndex: 'loan_type', responsive: ['sm'] },
    {
      title: t('loanRepay.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string, row) => <Naira value={amount} testId={`${testId}-amount-${row.id}`} />,
    },
    {
      title: t(texts.date),
      key: 'date',
      responsive: ['md'],
      render: (_v, row) => <DateText value={p.dateOf(row)} />,
    },
    ...(p.more ?? []),
    {
      title: t('loanRepay.note'),
      dataIndex: 'note',
      responsive: ['lg'],
      render: (note: string | null) => note ?? '—',
    },
    ...(canEdit
      ? [
          {
            title: t('loanRepay.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_v: unknown, row: T) => (
              <ResponsiveRowActions
                actions={actions(row)}
                label={t('loanRepay.actionsFor', { name: row.employee_name })}
                menuTestId={`${testId}-actions-${row.id}`}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t(texts.title)} subtitle={t(texts.subtitle)} extra={create} />
      <DataTable
        testId={`${testId}-table`}
        query={p.query}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('loanRepay.search')}
        empty={<EmptyState message={t(texts.empty)}>{create}</EmptyState>}
        emptyNarrowed={(query, clear) => (
          <SearchMissState texts="loanRepay" query={query} clear={clear} testId={`${testId}-clear-search`} />
        )}
      />
    </>
  );
}
