import { Flex, Layout } from 'antd';
import { LanguageSwitcher } from '../../platform/i18n/language-switcher.tsx';
import type { MenuGroup } from '../../platform/routing/menu.ts';
import type { View } from '../../platform/routing/active-view.ts';
import { BranchSelector } from '../header/branch-selector.tsx';
import { CompanyBrand } from '../header/company-brand.tsx';
import { useHeaderTools } from '../header/header-tools.ts';
import { LazyEmployeeSearch } from '../header/lazy-employee-search.tsx';
import { NotificationBell } from '../header/notification-bell.tsx';
import { UserMenu } from '../header/user-menu.tsx';
import { MobileModuleSelector } from '../navigation/mobile-module-selector.tsx';

/** Below 600 px: brand and tools on one row, then the module selector, search and branch. */
export function MobileHeader({ view, groups }: { view: View; groups: MenuGroup[] }) {
  const tools = useHeaderTools(view);
  return (
    <Layout.Header className="cr-header cr-header--mobile" data-testid="mobile-header">
      <Flex align="center" justify="space-between" gap={8}>
        <CompanyBrand />
        <Flex align="center" gap={4}>
          <LanguageSwitcher size="small" />
          <NotificationBell />
          <UserMenu view={view} compact />
        </Flex>
      </Flex>
      <MobileModuleSelector groups={groups} />
      <Flex gap={8}>
        {tools.search ? (
          <div className="cr-grow">
            <LazyEmployeeSearch block />
          </div>
        ) : null}
        {tools.branches ? (
          <div className="cr-grow">
            <BranchSelector block />
          </div>
        ) : null}
      </Flex>
    </Layout.Header>
  );
}
