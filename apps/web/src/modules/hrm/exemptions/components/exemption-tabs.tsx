import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { exemptionPaths, type ExemptionView } from '../paths.ts';

type Tab = 'all' | 'mine' | 'approvals';

/**
 * The exemption area's screens side by side: admins see All and My Exemptions (spec 2 §2 "Admin HRM
 * other routes"), employees My Exemptions and their Approvals (spec 2 §2 ESS routes).
 */
export function ExemptionTabs({ view, active }: { view: ExemptionView; active: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const paths = exemptionPaths(view);
  const tabs: { key: Tab; label: string; to: string }[] =
    view === 'admin'
      ? [
          ...(hasPermission(user, 'view exemptions')
            ? [{ key: 'all' as const, label: t('exemption.tabAll'), to: paths.all }]
            : []),
          { key: 'mine', label: t('exemption.tabMine'), to: paths.mine },
        ]
      : [
          { key: 'mine', label: t('exemption.tabMine'), to: paths.mine },
          { key: 'approvals', label: t('exemption.tabApprovals'), to: paths.approvals },
        ];
  return (
    <Tabs
      className="cr-exemption-tabs"
      activeKey={active}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`exemption-tab-${tab.key}`}>{tab.label}</span>,
      }))}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
    />
  );
}
