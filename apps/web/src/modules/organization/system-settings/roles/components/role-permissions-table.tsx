import { Button, type TableColumnsType } from 'antd';
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
import { ConfirmDelete } from '../../../../../platform/ui/confirm-delete.tsx';
import { DataTable } from '../../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { removePermissionsMutation, rolePermissionsQuery, rolesKey } from '../api.ts';

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
              <ConfirmDelete
                title="roles.removePermissionConfirm"
                text={p.slug}
                okText="roles.remove"
                onConfirm={() => remove.mutateAsync([p.id])}
              >
                <Button
                  size="small"
                  danger
                  icon={<MinusCircleOutlined />}
                  data-testid={`permission-remove-${p.id}`}
                >
                  {t('roles.remove')}
                </Button>
              </ConfirmDelete>
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
              <ConfirmDelete
                title="roles.removePermissionsConfirm"
                text={t('table.selected', { count: keys.length })}
                okText="roles.remove"
                onConfirm={() => remove.mutateAsync(keys.map(Number)).then(clear)}
              >
                <Button danger size="small" data-testid="permissions-remove-selected">
                  {t('roles.removeSelected')}
                </Button>
              </ConfirmDelete>
            )
          : undefined
      }
    />
  );
}
