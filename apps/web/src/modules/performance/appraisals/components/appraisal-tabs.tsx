import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { useAppraisalScreen } from '../screen-data.ts';

export type AppraisalTab = 'all' | 'mine' | 'appraise';

/**
 * The tabs above the lists of the HRM trees (spec 2 §2): All Appraisal (HR only), My Appraisal and
 * Appraise. The performance trees show their lists as menu entries instead, so no tabs there.
 */
export function AppraisalTabs({ active }: { active: AppraisalTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { tabs: kind, links } = useAppraisalScreen();
  if (!kind) return null;
  const tabs: { key: AppraisalTab; label: string; to: string }[] = [
    ...(kind === 'hrm' && links.groups && hasPermission(user, 'view appraisals')
      ? [{ key: 'all' as const, label: t('appraisalCycle.tabAll'), to: links.groups }]
      : []),
    { key: 'mine', label: t('appraisalCycle.tabMine'), to: links.mine },
    { key: 'appraise', label: t('appraisalCycle.tabAppraise'), to: links.appraise },
  ];
  return (
    <Tabs
      activeKey={active}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`appraisal-tab-${tab.key}`}>{tab.label}</span>,
      }))}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
    />
  );
}
