import { ScreenTabs } from '../../../../platform/ui/screen-tabs.tsx';
import { leavePaths, type LeaveView } from '../paths.ts';

type Tab = 'all' | 'mine' | 'approvals';

/**
 * The leave area's screens side by side: admins see All Leaves (with 'view leaves'), My Leaves and
 * Approvals (spec 2 §2 "Admin leave"); employees My Leaves and Approvals (ESS routes).
 */
export function LeaveTabs({ view, active }: { view: LeaveView; active: Tab }) {
  const paths = leavePaths(view);
  return (
    <ScreenTabs<Tab>
      className="cr-leave-tabs"
      testIds="leave-tab"
      active={active}
      tabs={[
        {
          key: 'all',
          label: 'leave.tabAll',
          to: paths.all,
          permission: 'view leaves',
          shown: view === 'admin',
        },
        { key: 'mine', label: 'leave.tabMine', to: paths.mine },
        { key: 'approvals', label: 'leave.tabApprovals', to: paths.approvals },
      ]}
    />
  );
}
