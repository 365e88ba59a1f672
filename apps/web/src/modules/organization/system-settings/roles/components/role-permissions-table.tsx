import type { TableColumnsType } from 'antd';
import { MinusCircleOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SYSTEM_SETTINGS_PERMISSIONS as P,
  hasPermission,
  type PermissionRow,
  type RoleDetail,
} from '@clockroom/contracts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { removePermissionsMutation, rolePermissionsQuery, rolesKey } from '../api.ts';
import { RemoveButton } from './remove-button.tsx';

/** The permissions tab: the role's permissions, removable one by one or in bulk (never Super Admin's). */
export function RolePermissionsTable({ role }: { role: RoleDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const roleId = String(role.id);
  const canRemove = hasPermission(user, P.managePermissions) && !role.locked;
  const remove = useMutation({
    ...removePermissionsMutation(roleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKey }),
  });

  const columns: TableColumnsType<PermissionRow> = [
    {
      title: t('roles.permission'),
      dataIndex: 'slug',
      render: (slug: string) => <span className="cr-permission-label">{slug}</span>,
    },
    { title: t('roles.module'), dataIndex: 'module_name', render: (v: string) => t(v) },
    ...(canRemove
      ? [
          {
            title: t('words.actions'),
            key: 'actions',
            width: 120,
            render: (_v: unknown, p: PermissionRow) => (
              <RemoveButton
                title="roles.removePermissionConfirm"
                text={p.slug}
                onConfirm={() => remove.mutateAsync([p.id])}
                label={t('roles.remove')}
                icon={<MinusCircleOutlined />}
                testId={`permission-remove-${p.id}`}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <DataTable
      testId="role-permissions-table"
      query={(params) => rolePermissionsQuery(roleId, params)}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('roles.searchPermissions')}
      empty={<EmptyState message={t('roles.noPermissions')} />}
      bulkActions={
        canRemove
          ? (keys, clear) => (
              <RemoveButton
                title="roles.removePermissionsConfirm"
                text={t('table.selected', { count: keys.length })}
                onConfirm={() => remove.mutateAsync(keys.map(Number)).then(clear)}
                label={t('roles.removeSelected')}
                testId="permissions-remove-selected"
              />
            )
          : undefined
      }
    />
  );
}
