import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { leavePaths, type LeaveView } from '../paths.ts';

type Tab = 'all' | 'mine' | 'approvals';

/**
 * The leave area's screens side by side: admins see All Leaves (with 'view leaves'), My Leaves and
 * Approvals (spec 2 §2 "Admin leave"); employees My Leaves and Approvals (ESS routes).
 */
export function LeaveTabs({ view, active }: { view: LeaveView; active: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const paths = leavePaths(view);
  const tabs: { key: Tab; label: string; to: string }[] = [
    ...(view === 'admin' && hasPermission(user, 'view leaves')
      ? [{ key: 'all' as const, label: t('leave.tabAll'), to: paths.all }]
      : []),
    { key: 'mine', label: t('leave.tabMine'), to: paths.mine },
    { key: 'approvals', label: t('leave.tabApprovals'), to: paths.approvals },
  ];
  return (
    <Tabs
      className="cr-leave-tabs"
      activeKey={active}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`leave-tab-${tab.key}`}>{tab.label}</span>,
      }))}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
    />
  );
}
