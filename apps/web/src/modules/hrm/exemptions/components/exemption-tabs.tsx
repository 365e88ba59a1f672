import { ScreenTabs } from '../../../../platform/ui/screen-tabs.tsx';
import { exemptionPaths, type ExemptionView } from '../paths.ts';

type Tab = 'all' | 'mine' | 'approvals';

/**
 * The exemption area's screens side by side: admins see All and My Exemptions (spec 2 §2 "Admin HRM
 * other routes"), employees My Exemptions and their Approvals (spec 2 §2 ESS routes).
 */
export function ExemptionTabs({ view, active }: { view: ExemptionView; active: Tab }) {
  const paths = exemptionPaths(view);
  const mine = { key: 'mine' as const, label: 'exemption.tabMine', to: paths.mine };
  return (
    <ScreenTabs<Tab>
      className="cr-exemption-tabs"
      testIds="exemption-tab"
      active={active}
      tabs={
        view === 'admin'
          ? [{ key: 'all', label: 'exemption.tabAll', to: paths.all, permission: 'view exemptions' }, mine]
          : [mine, { key: 'approvals', label: 'exemption.tabApprovals', to: paths.approvals }]
      }
    />
  );
}
