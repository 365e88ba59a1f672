import { ScreenTabs } from '../../../../platform/ui/screen-tabs.tsx';
import { useAppraisalScreen } from '../screen-data.ts';

export type AppraisalTab = 'all' | 'mine' | 'appraise';

/**
 * The tabs above the lists of the HRM trees (spec 2 §2): All Appraisal (HR only), My Appraisal and
 * Appraise. The performance trees show their lists as menu entries instead, so no tabs there.
 */
export function AppraisalTabs({ active }: { active: AppraisalTab }) {
  const { tabs: kind, links } = useAppraisalScreen();
  if (!kind) return null;
  return (
    <ScreenTabs<AppraisalTab>
      testIds="appraisal-tab"
      active={active}
      tabs={[
        {
          key: 'all',
          label: 'appraisalCycle.tabAll',
          to: links.groups ?? '',
          permission: 'view appraisals',
          shown: kind === 'hrm' && Boolean(links.groups),
        },
        { key: 'mine', label: 'appraisalCycle.tabMine', to: links.mine },
        { key: 'appraise', label: 'appraisalCycle.tabAppraise', to: links.appraise },
      ]}
    />
  );
}
