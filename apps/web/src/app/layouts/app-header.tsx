import { Button, Flex, Layout, Tag } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../platform/i18n/language-switcher.tsx';
import type { View } from '../../platform/routing/active-view.ts';
import { BranchSelector } from '../header/branch-selector.tsx';
import { useHeaderTools } from '../header/header-tools.ts';
import { LazyEmployeeSearch } from '../header/lazy-employee-search.tsx';
import { NotificationBell } from '../header/notification-bell.tsx';
import { UserMenu } from '../header/user-menu.tsx';

interface AppHeaderProps {
  view: View;
  collapsed: boolean;
  onToggleSidebar: () => void;
}

export function AppHeader({ view, collapsed, onToggleSidebar }: AppHeaderProps) {
  const { t } = useTranslation();
  const tools = useHeaderTools(view);
  return (
    <Layout.Header className="cr-header">
      <Flex align="center" gap={12} className="cr-min0">
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleSidebar}
          aria-label={collapsed ? t('header.expandSidebar') : t('header.collapseSidebar')}
          aria-pressed={collapsed}
          data-testid="sidebar-collapse"
        />
        <Tag color={view === 'admin' ? 'blue' : 'green'} className="cr-view-tag" data-testid="active-view">
          {view === 'admin' ? t('header.adminView') : t('header.essView')}
        </Tag>
        {tools.search ? <LazyEmployeeSearch /> : null}
      </Flex>
      <Flex align="center" gap={8}>
        {tools.branches ? <BranchSelector /> : null}
        <LanguageSwitcher size="small" />
        <NotificationBell />
        <UserMenu view={view} />
      </Flex>
    </Layout.Header>
  );
}
