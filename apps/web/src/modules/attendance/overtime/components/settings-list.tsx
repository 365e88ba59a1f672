import { useMutation, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ListPage } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { ViewListPage } from '../../../../platform/ui/resource-list/view-list-page.tsx';
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
  return (
    <ViewListPage
      texts={p.texts}
      testId={p.testId}
      query={p.query}
      manage={manage}
      links={p.links}
      name={{ title: t('overtime.groupName'), of: (row) => row.group_name }}
      columns={[
        ...p.columns,
        {
          title: t('overtime.employees'),
          dataIndex: 'employees_count',
          responsive: ['sm'],
          render: (count: number) => t('overtime.employeesCount', { count }),
        },
      ]}
      actions={{
        title: t('overtime.actions'),
        label: (row) => t('overtime.actionsForName', { name: row.group_name }),
        more: (row) => [
          {
            key: 'assign',
            label: t('overtime.assign'),
            icon: <UserAddOutlined />,
            testId: `${p.testId}-assign-${row.id}`,
            onClick: () => void navigate(p.links.assign(row.id)),
          },
        ],
      }}
      remove={(id) => remove.mutateAsync(id)}
      clearLabel={t('overtime.clearSearch')}
    />
  );
}
