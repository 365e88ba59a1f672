import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { adminMobileClockScreens, essMobileClockScreens } from '../mobile-clocks.routes.tsx';

type Tab = 'mine' | 'approvals' | 'all' | 'settings';

/**
 * The screens side by side: employees see My Logs and Approvals (spec 3 §2 ESS), admins All Logs and
 * Settings.
 */
export function MobileClockTabs({ view, active }: { view: 'admin' | 'ess'; active: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const tabs: { key: Tab; label: string; to: string }[] =
    view === 'ess'
      ? [
          { key: 'mine', label: t('mobileClock.tabMine'), to: essMobileClockScreens.paths.myLogs.to },
          {
            key: 'approvals',
            label: t('mobileClock.tabApprovals'),
            to: essMobileClockScreens.paths.approvals.to,
          },
        ]
      : [
          { key: 'all', label: t('mobileClock.tabAll'), to: adminMobileClockScreens.paths.allLogs.to },
          ...(hasPermission(user, 'view mobile clocks')
            ? [
                {
                  key: 'settings' as const,
                  label: t('mobileClock.tabSettings'),
                  to: adminMobileClockScreens.paths.settings.to,
                },
              ]
            : []),
        ];
  return (
    <Tabs
      className="cr-mobile-clock-tabs"
      activeKey={active}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`mobile-clock-tab-${tab.key}`}>{tab.label}</span>,
      }))}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
    />
  );
}
