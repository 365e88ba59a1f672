import { useMutation, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ListPage } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { crudRowActions } from '../../../../platform/ui/crud-row-actions.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import {
  deleteMutation,
  refreshSettings,
  type overtimeRuleCalls,
  type workRateCalls,
} from '../settings-api.ts';

interface Row {
  id: number;
  group_name: string;
  employees_count: number;
}

interface SettingsListProps<T extends Row, K extends QueryKey> {
  /**
   * The i18n prefix: `<texts>.title`, `.subtitle`, `.create`, `.search`, `.empty` (the spec's "You are
   * yet to create …"), `.emptyFor` ({query}), `.deleteTitle` ({name}), `.deleteText`.
   */
  texts: string;
  testId: string;
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** The kind's calls: its list is refreshed, and its rows deleted, through them. */
  calls: typeof workRateCalls | typeof overtimeRuleCalls;
  /** Columns between the group name (which links to the record's view) and the employees count. */
  columns: TableColumnsType<T>;
  links: {
    create: LinkTarget;
    view: (id: number) => LinkTarget;
    edit: (id: number) => LinkTarget;
    assign: (id: number) => LinkTarget;
  };
}

/**
 * Work rates and overtime rules (spec 3 §2 "Overtime settings"): the searchable, paged list with
 * view, edit, assign and delete; when empty, the spec's words, with ' for {query}' and a clear link
 * when a search found nothing.
 */
export function SettingsList<T extends Row, K extends QueryKey>(p: SettingsListProps<T, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const manage = hasPermission(useCurrentUser(), 'manage overtime settings');
  const queryClient = useQueryClient();
  const remove = useMutation({
    ...deleteMutation(p.calls),
    onSuccess: () => refreshSettings(p.calls)(queryClient),
  });
  const create = manage ? (
    <CreateLink {...p.links.create} label={t(`${p.texts}.create`)} testId={`${p.testId}-create`} />
  ) : null;

  const actions = (row: T): RowAction[] =>
    crudRowActions(t, p.testId, row.id, {
      view: () => void navigate(p.links.view(row.id)),
      edit: manage ? () => void navigate(p.links.edit(row.id)) : undefined,
      more: manage
        ? [
            {
              key: 'assign',
              label: t('overtime.assign'),
              icon: <UserAddOutlined />,
              testId: `${p.testId}-assign-${row.id}`,
              onClick: () => void navigate(p.links.assign(row.id)),
            },
          ]
        : [],
      remove: manage
        ? {
            title: t(`${p.texts}.deleteTitle`, { name: row.group_name }),
            text: t(`${p.texts}.deleteText`),
            run: () => remove.mutateAsync(row.id),
          }
        : undefined,
    });

  const columns: TableColumnsType<T> = [
    {
      title: t('overtime.groupName'),
      dataIndex: 'group_name',
      render: (name: string, row) => (
        <Link {...p.links.view(row.id)} data-testid={`${p.testId}-link-${row.id}`}>
          {name}
        </Link>
      ),
    },
    ...p.columns,
    {
      title: t('overtime.employees'),
      dataIndex: 'employees_count',
      responsive: ['sm'],
      render: (count: number) => t('overtime.employeesCount', { count }),
    },
    rowActionsColumn(t('overtime.actions'), (row) => ({
      actions: actions(row),
      label: t('overtime.actionsFor', { name: row.group_name }),
      menuTestId: `${p.testId}-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader back title={t(`${p.texts}.title`)} subtitle={t(`${p.texts}.subtitle`)} extra={create} />
      <DataTable
        testId={`${p.testId}-table`}
        query={p.query}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t(`${p.texts}.search`)}
        empty={<EmptyState message={t(`${p.texts}.empty`)}>{create}</EmptyState>}
        emptyNarrowed={(query, clear) => (
          <EmptyState
            message={t(`${p.texts}.emptyFor`, { query })}
            clear={{ onClick: clear, label: t('overtime.clearSearch'), testId: `${p.testId}-clear-search` }}
          />
        )}
      />
    </>
  );
}
