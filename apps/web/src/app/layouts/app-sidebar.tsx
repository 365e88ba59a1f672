import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import type { MenuGroup } from '../../platform/routing/menu.ts';
import { HOME_PATHS, type View } from '../../platform/routing/active-view.ts';
import { CompanyBrand } from '../header/company-brand.tsx';
import { AppMenu } from '../navigation/app-menu.tsx';

interface AppSidebarProps {
  view: View;
  groups: MenuGroup[];
  collapsed: boolean;
}

export function AppSidebar({ view, groups, collapsed }: AppSidebarProps) {
  const { t } = useTranslation();
  return (
    <Layout.Sider
      className="cr-sider"
      width={240}
      collapsedWidth={72}
      collapsed={collapsed}
      trigger={null}
      theme="light"
      data-testid="sidebar"
    >
      <Link to={HOME_PATHS[view]} className="cr-sider-brand" aria-label={t('menu.home')}>
        <CompanyBrand compact={collapsed} />
      </Link>
      <AppMenu groups={groups} collapsed={collapsed} />
    </Layout.Sider>
  );
}
