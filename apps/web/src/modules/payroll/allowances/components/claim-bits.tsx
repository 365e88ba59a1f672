import { ALLOWANCE_CLAIM_DECISION_MESSAGES as D } from '@clockroom/contracts';
import type { DecisionSettings } from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { recordStatusTag } from '../../../../platform/ui/request-status-tag.tsx';
import { mineApprovalsTabs } from '../../../../platform/ui/screen-tabs.tsx';
import { essAllowanceScreens } from '../allowances.routes.tsx';
import { claimCalls, refreshClaims } from '../api.ts';

/** A claim's status in words; a rejection's reason on hover. */
export const ClaimStatusTag = recordStatusTag({ words: 'allowanceClaim', testIds: 'claim-status' });

/** The two self-service screens side by side: my allowances and claims, and the claims to approve. */
export const ClaimTabs = mineApprovalsTabs(
  'allowanceClaim',
  'allowance-claim-tab',
  () => essAllowanceScreens.paths,
);

/** How claims are decided in the one approvals inbox (ADR 31): the calls, ids field, refresh and words. */
export const CLAIM_DECISIONS: DecisionSettings = {
  endpoints: claimCalls,
  idsField: 'allowance_claim_ids',
  refresh: refreshClaims,
  words: 'allowanceClaim',
  testIdPrefix: 'allowance-claim',
  reasonRequired: D.reasonRequired,
};
