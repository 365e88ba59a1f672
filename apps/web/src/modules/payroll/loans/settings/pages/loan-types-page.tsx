import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, LOAN_TYPE_STATUSES, type LoanType } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { ConfirmDelete } from '../../../../../platform/ui/confirm-delete.tsx';
import { CreateLink } from '../../../../../platform/ui/create-link.tsx';
import { crudRowActions } from '../../../../../platform/ui/crud-row-actions.tsx';
import { DataTable } from '../../../../../platform/ui/data-table/data-table.tsx';
import { ListFilter } from '../../../../../platform/ui/data-table/list-filter.tsx';
import { EmptyState, SearchMissState } from '../../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import type { RowAction } from '../../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../../platform/ui/row-actions-column.tsx';
import { LoanAmountRange, LoanInterestText, LoanTypeStatusTag } from '../components/loan-type-bits.tsx';
import { loanSettingsScreens } from '../settings.routes.tsx';
import { deleteLoanTypesMutation, loanTypesQuery, refreshLoanTypes } from '../api.ts';
import '../i18n.ts';
import '../loan-settings.css';

const { paths } = loanSettingsScreens;

/** /admin/payroll/loan/settings/loan-type-settings: the loan types, searchable, by status. */
export default function LoanTypesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const manage = hasPermission(useCurrentUser(), 'manage loan settings');
  const remove = useMutation({
    ...deleteLoanTypesMutation(),
    onSuccess: () => refreshLoanTypes(queryClient),
  });
  const create = (testId: string) =>
    manage ? <CreateLink {...paths.create} label={t('loanType.create')} testId={testId} /> : null;

  const actions = (row: LoanType): RowAction[] =>
    crudRowActions(t, 'loan-type', row.id, {
      view: () => void navigate(paths.view(row.id)),
      edit: manage ? () => void navigate(paths.edit(row.id)) : undefined,
      // A refused delete (the type has loans) shows the server's notice; the dialog just closes.
      remove: manage
        ? {
            title: t('loanType.deleteTitle', { name: row.name }),
            text: t('loanType.deleteText'),
            run: () => remove.mutateAsync([row.id]),
          }
        : undefined,
    });

  const columns: TableColumnsType<LoanType> = [
    {
      title: t('loanType.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link {...paths.view(row.id)} data-testid={`loan-type-link-${row.id}`}>
          {name}
        </Link>
      ),
    },
    { title: t('loanType.amounts'), key: 'amounts', render: (_v, row) => <LoanAmountRange type={row} /> },
    {
      title: t('loanType.tenure'),
      dataIndex: 'max_tenure_months',
      responsive: ['md'],
      render: (count: number) => t('loanType.months', { count }),
    },
    {
      title: t('loanType.interest'),
      key: 'interest',
      responsive: ['lg'],
      render: (_v, row) => <LoanInterestText type={row} />,
    },
    {
      title: t('loanType.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (status: LoanType['status']) => <LoanTypeStatusTag status={status} />,
    },
    rowActionsColumn(t('loanType.actions'), (row) => ({
      actions: actions(row),
      label: t('loanType.actionsFor', { name: row.name }),
      menuTestId: `loan-type-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader
        back
        title={t('loanType.title')}
        subtitle={t('loanType.subtitle')}
        extra={create('loan-type-create')}
      />
      <DataTable
        testId="loan-type-table"
        query={loanTypesQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('loanType.search')}
        toolbar={(list) => (
          <ListFilter
            {...list}
            name="status"
            label={t('loanType.statusFilter')}
            placeholder={t('loanType.allStatuses')}
            options={LOAN_TYPE_STATUSES.map((s) => ({ value: s, label: t(`loanType.${s}`) }))}
            testId="loan-type-status-filter"
          />
        )}
        bulkActions={
          manage
            ? (keys, clear) =>
                keys.length > 1 ? (
                  <ConfirmDelete
                    title="loanType.deleteSelectedTitle"
                    text="loanType.deleteText"
                    onConfirm={() =>
                      remove
                        .mutateAsync(keys.map(Number))
                        .then(clear)
                        .catch(() => undefined)
                    }
                  >
                    <Button danger icon={<DeleteOutlined />} data-testid="loan-type-delete-selected">
                      {t('loanType.deleteSelected', { count: keys.length })}
                    </Button>
                  </ConfirmDelete>
                ) : null
            : undefined
        }
        empty={<EmptyState message={t('loanType.empty')}>{create('loan-type-create-empty')}</EmptyState>}
        emptyNarrowed={(query, clear) => (
          <SearchMissState texts="loanType" query={query} clear={clear} testId="loan-type-clear-search" />
        )}
      />
    </>
  );
}
