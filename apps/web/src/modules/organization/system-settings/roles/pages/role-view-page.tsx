import { useState } from 'react';
import { Alert, Button, Segmented, Skeleton, Tag } from 'antd';
import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SYSTEM_SETTINGS_PERMISSIONS as P, hasPermission } from '@clockroom/contracts';
import { errorNotice } from '../../../../../platform/notify/error-notice.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { roleQuery } from '../api.ts';
import { RoleMembersTable } from '../components/role-members-table.tsx';
import { RolePermissionsTable } from '../components/role-permissions-table.tsx';
import { systemSettingsScreens } from '../../system-settings.routes.tsx';
import '../../i18n.ts';
import '../../system-settings.css';

/** roles/view/{id}: the role's members and permissions in two tabs. */
export default function RoleViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams({ strict: false });
  const navigate = useNavigate();
  const user = useCurrentUser();
  const role = useQuery(roleQuery(id));
  const [tab, setTab] = useState<'members' | 'permissions'>('members');

  if (role.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (role.isError) {
    return (
      <>
        <PageHeader title={t('roles.title')} back />
        <Alert type="error" showIcon title={t(errorNotice(role.error).title)} />
      </>
    );
  }
  const r = role.data;
  return (
    <>
      <PageHeader
        documentTitle={r.name}
        title={
          <>
            {r.name}{' '}
            {r.locked ? (
              <Tag icon={<LockOutlined />} color="gold">
                {t('roles.locked')}
              </Tag>
            ) : null}
          </>
        }
        subtitle={r.locked ? t('roles.lockedHint') : t('roles.subtitle')}
        back
        extra={
          hasPermission(user, P.editRole) && !r.locked ? (
            <Link {...systemSettingsScreens.paths.roleEdit(r.id)}>
              <Button icon={<EditOutlined />} data-testid="role-view-edit">
                {t('words.edit')}
              </Button>
            </Link>
          ) : null
        }
      />
      <div className="cr-role-tabs">
        <Segmented<'members' | 'permissions'>
          className="cr-mb"
          value={tab}
          data-testid="role-tabs"
          onChange={(next) => {
            // Both lists page and search through the address; the other list starts clean.
            setTab(next);
            void navigate({ to: '.', search: {} });
          }}
          options={[
            { value: 'members', label: `${t('roles.membersTab')} (${r.members_count})` },
            { value: 'permissions', label: `${t('roles.permissionsTab')} (${r.permissions_count})` },
          ]}
        />
        {tab === 'members' ? <RoleMembersTable role={r} /> : <RolePermissionsTable role={r} />}
      </div>
    </>
  );
}
