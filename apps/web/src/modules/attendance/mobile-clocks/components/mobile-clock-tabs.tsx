import { ScreenTabs } from '../../../../platform/ui/screen-tabs.tsx';
import { adminMobileClockScreens, essMobileClockScreens } from '../mobile-clocks.routes.tsx';

type Tab = 'mine' | 'approvals' | 'all' | 'settings';

/**
 * The screens side by side: employees see My Logs and Approvals (spec 3 §2 ESS), admins All Logs and
 * Settings.
 */
export function MobileClockTabs({ view, active }: { view: 'admin' | 'ess'; active: Tab }) {
  const ess = essMobileClockScreens.paths;
  const admin = adminMobileClockScreens.paths;
  return (
    <ScreenTabs<Tab>
      className="cr-mobile-clock-tabs"
      testIds="mobile-clock-tab"
      active={active}
      tabs={
        view === 'ess'
          ? [
              { key: 'mine', label: 'mobileClock.tabMine', to: ess.myLogs.to },
              { key: 'approvals', label: 'mobileClock.tabApprovals', to: ess.approvals.to },
            ]
          : [
              { key: 'all', label: 'mobileClock.tabAll', to: admin.allLogs.to },
              {
                key: 'settings',
                label: 'mobileClock.tabSettings',
                to: admin.settings.to,
                permission: 'view mobile clocks',
              },
            ]
      }
    />
  );
}
