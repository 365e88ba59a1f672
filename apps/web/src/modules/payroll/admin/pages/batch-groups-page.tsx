import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type BatchGroupRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { crudRowActions } from '../../../../platform/ui/crud-row-actions.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState, SearchMissState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { batchGroupScreens } from '../admin.routes.tsx';
import { batchGroupsQuery, deleteBatchGroupMutation, refreshBatchGroups } from '../api.ts';
import { BatchMembers } from '../components/batch-members.tsx';
import '../i18n.ts';
import '../admin.css';

const { paths } = batchGroupScreens;

/**
 * /admin/payroll/pay-package/settings/batching-and-grouping (spec 3 §2, issue 19): the payment
 * batches, what each holds and how many employees are in it now; view, edit and delete per row.
 */
export default function BatchGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  const remove = useMutation({
    ...deleteBatchGroupMutation(),
    onSuccess: () => refreshBatchGroups(queryClient),
  });
  const create = manage ? (
    <CreateLink {...paths.create} label={t('batchGroup.create')} testId="batch-group-create" />
  ) : null;

  const actions = (row: BatchGroupRow): RowAction[] =>
    crudRowActions(t, 'batch-group', row.id, {
      view: () => void navigate(paths.view(row.id)),
      edit: manage ? () => void navigate(paths.edit(row.id)) : undefined,
      remove: manage
        ? {
            title: t('batchGroup.deleteTitle', { name: row.name }),
            text: t('batchGroup.deleteText'),
            run: () => remove.mutateAsync(row.id),
          }
        : undefined,
    });

  const columns: TableColumnsType<BatchGroupRow> = [
    {
      title: t('batchGroup.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link {...paths.view(row.id)} data-testid={`batch-group-link-${row.id}`}>
          {name}
        </Link>
      ),
    },
    {
      title: t('batchGroup.batchBy'),
      key: 'members',
      responsive: ['sm'],
      render: (_v, row) => <BatchMembers group={row} />,
    },
    {
      title: t('batchGroup.employees'),
      dataIndex: 'employees_count',
      render: (count: number) => t('batchGroup.employeesCount', { count }),
    },
    rowActionsColumn(t('words.actions'), (row) => ({
      actions: actions(row),
      label: t('batchGroup.actionsFor', { name: row.name }),
      menuTestId: `batch-group-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader back title={t('batchGroup.title')} subtitle={t('batchGroup.subtitle')} extra={create} />
      <DataTable
        testId="batch-group-table"
        query={batchGroupsQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('batchGroup.search')}
        empty={<EmptyState message={t('batchGroup.empty')}>{create}</EmptyState>}
        emptyNarrowed={(query, clear) => (
          <SearchMissState texts="batchGroup" query={query} clear={clear} testId="batch-group-clear-search" />
        )}
      />
    </>
  );
}
