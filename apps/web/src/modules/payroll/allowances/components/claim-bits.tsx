import { useTranslation } from 'react-i18next';
import { ALLOWANCE_CLAIM_DECISION_MESSAGES as D, type AllowanceClaim } from '@clockroom/contracts';
import type { DecisionSettings } from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { RequestStatusTag } from '../../../../platform/ui/request-status-tag.tsx';
import { ScreenTabs } from '../../../../platform/ui/screen-tabs.tsx';
import { essAllowanceScreens } from '../allowances.routes.tsx';
import { claimCalls, refreshClaims } from '../api.ts';

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
  return (
    <RequestStatusTag
      status={claim.status}
      label={t(`allowanceClaim.status.${claim.status}`)}
      testId={phoneCopy ? undefined : `claim-status-${claim.id}`}
      reason={claim.rejection_reason}
      reasonKey="allowanceClaim.rejectedBecause"
    />
  );
}

type Tab = 'mine' | 'approvals';

/** The two self-service screens side by side: my allowances and claims, and the claims to approve. */
export function ClaimTabs({ active }: { active: Tab }) {
  const { paths } = essAllowanceScreens;
  return (
    <ScreenTabs<Tab>
      testIds="allowance-claim-tab"
      active={active}
      tabs={[
        { key: 'mine', label: 'allowanceClaim.tabMine', to: paths.mine.to },
        { key: 'approvals', label: 'allowanceClaim.tabApprovals', to: paths.approvals.to },
      ]}
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
