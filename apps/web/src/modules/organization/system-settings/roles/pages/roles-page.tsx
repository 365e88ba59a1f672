import { Button, Flex, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SYSTEM_SETTINGS_PERMISSIONS as P, hasPermission, type RoleRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { ConfirmDelete } from '../../../../../platform/ui/confirm-delete.tsx';
import { DataTable } from '../../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { deleteRoleMutation, rolesKey, rolesQuery } from '../api.ts';
import { systemSettingsScreens } from '../../system-settings.routes.tsx';
import '../../i18n.ts';
import '../../system-settings.css';

/** roles/view-all: every role with its member and permission counts. */
export default function RolesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const remove = useMutation({
    ...deleteRoleMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKey }),
  });
  const can = (slug: string) => hasPermission(user, slug);

  const columns: TableColumnsType<RoleRow> = [
    {
      title: t('roles.name'),
      dataIndex: 'name',
      render: (name: string, r) => (
        <Flex gap={8} align="center" wrap>
          <Link {...systemSettingsScreens.paths.roleView(r.id)} data-testid={`role-link-${r.slug}`}>
            {name}
          </Link>
          {r.locked ? (
            <Tooltip title={t('roles.lockedHint')}>
              <Tag icon={<LockOutlined />} color="gold">
                {t('roles.locked')}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    { title: t('roles.members'), dataIndex: 'members_count', align: 'right', width: 110 },
    { title: t('roles.permissions'), dataIndex: 'permissions_count', align: 'right', width: 130 },
    {
      title: t('words.actions'),
      key: 'actions',
      width: 140,
      render: (_v, r) => (
        <Flex gap={4}>
          <Link {...systemSettingsScreens.paths.roleView(r.id)}>
            <Button type="text" icon={<EyeOutlined />} aria-label={t('words.view')} />
          </Link>
          {can(P.editRole) && !r.locked ? (
            <Link {...systemSettingsScreens.paths.roleEdit(r.id)}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('words.edit')}
                data-testid={`role-edit-${r.slug}`}
              />
            </Link>
          ) : null}
          {can(P.deleteRole) && !r.locked ? (
            <ConfirmDelete
              title="roles.deleteConfirm"
              text={r.name}
              onConfirm={() => remove.mutateAsync(r.id)}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('words.delete')}
                data-testid={`role-delete-${r.slug}`}
              />
            </ConfirmDelete>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        back
        extra={
          can(P.createRole) ? (
            <Link {...systemSettingsScreens.paths.roleCreate}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="role-create">
                {t('roles.create')}
              </Button>
            </Link>
          ) : null
        }
      />
      <DataTable
        testId="roles-table"
        query={rolesQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('roles.search')}
        empty={<EmptyState message={t('roles.empty')} />}
      />
    </>
  );
}
