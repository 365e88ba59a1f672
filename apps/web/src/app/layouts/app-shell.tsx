import { Layout } from 'antd';
import '../../platform/i18n/app-translations.ts';
import '../navigation/menu-texts.ts';
import { Outlet } from '@tanstack/react-router';
import { useIsMobile } from '../../platform/hooks/use-media-query.ts';
import { useActiveView } from '../../platform/routing/use-active-view.ts';
import { useViewMenu } from '../navigation/use-view-menu.ts';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

/** The signed-in layout for both views: sidebar + header on desktop, a mobile header below 600 px. */
export function AppShell() {
  const view = useActiveView();
  const isMobile = useIsMobile();
  const { groups } = useViewMenu(view);
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  return (
    <Layout className="cr-shell" data-testid={`shell-${view}`}>
      {isMobile ? null : <AppSidebar view={view} groups={groups} collapsed={collapsed} />}
      <Layout className="cr-shell-main">
        {isMobile ? (
          <MobileHeader view={view} groups={groups} />
        ) : (
          <AppHeader view={view} collapsed={collapsed} onToggleSidebar={() => setCollapsed(!collapsed)} />
        )}
        <Layout.Content className="cr-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
