import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PermissionSlug } from '@clockroom/contracts';
import { useCurrentUser } from '../session/current-user.ts';

/** One screen's tab: its key, its label's key and its address; left out without `permission`. */
export interface ScreenTab<K extends string> {
  key: K;
  label: string;
  to: string;
  /** The permission the screen asks for: a user without it does not see its tab. */
  permission?: PermissionSlug;
  /** False where this tree of screens has no such screen (All on the self-service tree). */
  shown?: boolean;
}

/**
 * An area's screens side by side (All, Mine, Approvals): choosing a tab goes to its screen's address,
 * the screen names the active one. Each tab's label is found by its test id, `<testIds>-<key>`.
 */
export function ScreenTabs<K extends string>({
  tabs,
  active,
  testIds,
  className,
}: {
  tabs: ScreenTab<K>[];
  active: K;
  testIds: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const shown = tabs.filter(
    (tab) => tab.shown !== false && (!tab.permission || hasPermission(user, tab.permission)),
  );
  return (
    <Tabs
      className={className}
      activeKey={active}
      items={shown.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`${testIds}-${tab.key}`}>{t(tab.label)}</span>,
      }))}
      onChange={(key) => {
        const tab = shown.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
    />
  );
}

type MineOrApprovals = 'mine' | 'approvals';

/**
 * A request area's two self-service screens side by side, my requests and those waiting on me
 * (allowance claims, loans), declared once: labelled `<words>.tabMine` and `<words>.tabApprovals`,
 * tested as `<testIds>-mine` and `<testIds>-approvals`. `paths` is read as the tabs show, once the
 * module's routes have loaded.
 */
export function mineApprovalsTabs(
  words: string,
  testIds: string,
  paths: () => Record<MineOrApprovals, { to: string }>,
) {
  function MineApprovalsTabs({ active }: { active: MineOrApprovals }) {
    const { mine, approvals } = paths();
    return (
      <ScreenTabs<MineOrApprovals>
        testIds={testIds}
        active={active}
        tabs={[
          { key: 'mine', label: `${words}.tabMine`, to: mine.to },
          { key: 'approvals', label: `${words}.tabApprovals`, to: approvals.to },
        ]}
      />
    );
  }
  return MineApprovalsTabs;
}
