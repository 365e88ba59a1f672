import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import {
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@clockroom/contracts';
import { HOME_PATHS, type View } from '../../platform/routing/active-view.ts';
import { useCurrentUser } from '../../platform/session/current-user.ts';
import { useLogout } from '../../platform/session/use-logout.ts';
import { PersonAvatar } from '../../platform/ui/person-avatar.tsx';

const item = (key: string, label: string, icon: React.ReactNode) => ({
  key,
  icon,
  label: <span data-testid={`user-menu-${key}`}>{label}</span>,
});

/** Spec 1 §2 user menu: switch view, My Profile, Change Password, Support, Log Out. */
export function UserMenu({ view, compact = false }: { view: View; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const logout = useLogout();
  const name = `${user.employee.first_name} ${user.employee.last_name}`.trim();

  const items: MenuProps['items'] = [
    {
      key: 'identity',
      type: 'group',
      label: (
        <Flex vertical className="cr-user-identity">
          <strong>{name}</strong>
          <span className="cr-muted cr-small">{user.email}</span>
        </Flex>
      ),
    },
    { type: 'divider' },
    ...(view === 'ess' && isAdmin(user)
      ? [item('switch-admin', t('userMenu.switchToAdmin'), <SwapOutlined />)]
      : []),
    ...(view === 'admin' ? [item('switch-ess', t('userMenu.selfService'), <SwapOutlined />)] : []),
    item('profile', t('userMenu.profile'), <UserOutlined />),
    item('change-password', t('userMenu.changePassword'), <KeyOutlined />),
    item('support', t('userMenu.support'), <QuestionCircleOutlined />),
    { type: 'divider' },
    { ...item('logout', t('userMenu.logout'), <LogoutOutlined />), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'switch-admin':
        return void navigate({ to: HOME_PATHS.admin });
      case 'switch-ess':
        return void navigate({ to: HOME_PATHS.ess });
      case 'profile':
        return void navigate({ to: '/ess/profile/$id', params: { id: String(user.employee.id) } });
      case 'change-password':
        return void navigate({ to: '/ess/change-password' });
      case 'support':
        return void navigate({ to: view === 'admin' ? '/admin/support' : '/ess/support' });
      case 'logout':
        return logout.mutate();
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        className="cr-user-trigger"
        data-testid="user-menu"
        aria-label={t('userMenu.label')}
      >
        <PersonAvatar name={name} picture={user.employee.picture} size={30} />
        {compact ? null : (
          <>
            <span className="cr-user-name">{user.employee.first_name}</span>
            <DownOutlined className="cr-small" />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
