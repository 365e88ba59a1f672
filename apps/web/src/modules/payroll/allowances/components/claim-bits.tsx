import { useNavigate } from '@tanstack/react-router';
import { Tabs, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ALLOWANCE_CLAIM_DECISION_MESSAGES as D,
  type AllowanceClaim,
  type AllowanceClaimStatus,
} from '@clockroom/contracts';
import type { DecisionSettings } from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { essAllowanceScreens } from '../allowances.routes.tsx';
import { claimCalls, refreshClaims } from '../api.ts';

const COLOURS: Record<AllowanceClaimStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  paid: 'blue',
};

/** A claim's status in words; a rejection's reason on hover. */
export function ClaimStatusTag({
  claim,
  phoneCopy = false,
}: {
  claim: Pick<AllowanceClaim, 'id' | 'status' | 'rejection_reason'>;
  /** The copy a phone shows under the claim: no test id, so the status column's stays the one. */
  phoneCopy?: boolean;
}) {
  const { t } = useTranslation();
  const tag = (
    <Tag
      color={COLOURS[claim.status]}
      data-testid={phoneCopy ? undefined : `claim-status-${claim.id}`}
      data-status={claim.status}
    >
      {t(`allowanceClaim.status.${claim.status}`)}
    </Tag>
  );
  return claim.status === 'rejected' && claim.rejection_reason ? (
    <Tooltip title={t('allowanceClaim.rejectedBecause', { reason: claim.rejection_reason })}>{tag}</Tooltip>
  ) : (
    tag
  );
}

type Tab = 'mine' | 'approvals';

/** The two self-service screens side by side: my allowances and claims, and the claims to approve. */
export function ClaimTabs({ active }: { active: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paths } = essAllowanceScreens;
  const tabs: { key: Tab; label: string; to: string }[] = [
    { key: 'mine', label: t('allowanceClaim.tabMine'), to: paths.mine.to },
    { key: 'approvals', label: t('allowanceClaim.tabApprovals'), to: paths.approvals.to },
  ];
  return (
    <Tabs
      activeKey={active}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`allowance-claim-tab-${tab.key}`}>{tab.label}</span>,
      }))}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
    />
  );
}

/** How claims are decided in the one approvals inbox (ADR 31): the calls, ids field, refresh and words. */
export const CLAIM_DECISIONS: DecisionSettings = {
  endpoints: claimCalls,
  idsField: 'allowance_claim_ids',
  refresh: refreshClaims,
  words: 'allowanceClaim',
  testIdPrefix: 'allowance-claim',
  reasonRequired: D.reasonRequired,
};
