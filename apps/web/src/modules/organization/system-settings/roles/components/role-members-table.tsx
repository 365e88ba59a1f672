import { Button, Flex, Popconfirm, Tag, type TableColumnsType } from 'antd';
import { KeyOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SYSTEM_SETTINGS_PERMISSIONS as P,
  hasPermission,
  type RoleDetail,
  type RoleMember,
} from '@clockroom/contracts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { removeMembersMutation, resetUserPasswordMutation, roleMembersQuery, rolesKey } from '../api.ts';
import { AddMemberForm } from './add-member-form.tsx';
import { RemoveButton } from './remove-button.tsx';

/** The members tab: add, remove (one or many) and send a password reset link. */
export function RoleMembersTable({ role }: { role: RoleDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const roleId = String(role.id);
  const canManage = hasPermission(user, P.manageMembers);
  const canReset = hasPermission(user, P.resetPassword);
  const remove = useMutation({
    ...removeMembersMutation(roleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKey }),
  });
  const reset = useMutation(resetUserPasswordMutation());
  const removable = (m: RoleMember) => canManage && !(role.locked && m.is_owner);

  const columns: TableColumnsType<RoleMember> = [
    {
      title: t('roles.memberName'),
      dataIndex: 'name',
      render: (name: string, m) => (
        <Flex gap={8} wrap>
          <span>{name}</span>
          {m.is_owner ? <Tag color="gold">{t('roles.owner')}</Tag> : null}
        </Flex>
      ),
    },
    { title: t('roles.memberEmail'), dataIndex: 'email' },
    { title: t('roles.memberPin'), dataIndex: 'pin', render: (v: string | null) => v || t('common.na') },
    {
      title: t('words.actions'),
      key: 'actions',
      render: (_v, m) => (
        <Flex gap={4} wrap>
          {canReset ? (
            <Popconfirm
              title={t('roles.resetPasswordConfirm')}
              description={m.email}
              okText={t('roles.resetPasswordOk')}
              cancelText={t('common.cancel')}
              onConfirm={() => reset.mutateAsync(m.user_id)}
            >
              <Button size="small" icon={<KeyOutlined />} data-testid={`member-reset-${m.user_id}`}>
                {t('roles.resetPassword')}
              </Button>
            </Popconfirm>
          ) : null}
          {removable(m) ? (
            <RemoveButton
              title="roles.removeMemberConfirm"
              text={m.name}
              onConfirm={() => remove.mutateAsync([m.user_id])}
              label={t('roles.remove')}
              icon={<UserDeleteOutlined />}
              testId={`member-remove-${m.user_id}`}
            />
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {canManage ? (
        <div>
          <AddMemberForm roleId={roleId} />
          <span className="cr-muted">{t('roles.addMemberHint')}</span>
        </div>
      ) : null}
      <DataTable
        testId="role-members-table"
        query={(params) => roleMembersQuery(roleId, params)}
        columns={columns}
        rowKey="user_id"
        searchPlaceholder={t('roles.searchMembers')}
        empty={<EmptyState message={t('roles.noMembers')} />}
        bulkActions={
          canManage
            ? (keys, clear) => (
                <RemoveButton
                  title="roles.removeMembersConfirm"
                  text={t('table.selected', { count: keys.length })}
                  onConfirm={() => remove.mutateAsync(keys.map(Number)).then(clear)}
                  label={t('roles.removeSelected')}
                  testId="members-remove-selected"
                />
              )
            : undefined
        }
      />
    </Flex>
  );
}
