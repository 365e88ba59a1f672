import { MOBILE_CLOCK_DECISION_MESSAGES as M, MOBILE_CLOCK_ENDPOINTS as E } from '@clockroom/contracts';
import {
  useApprovalDecisions,
  type DecisionSettings,
} from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { refreshMobileClocks } from '../api.ts';

/** The mobile clocks' words and control names in the approvals inbox kit. */
export const CLOCK_DECISION_WORDS = { words: 'mobileClock', testIdPrefix: 'mobile-clock' } as const;

/** How the approvals inbox decides them (ADR 31): the calls, ids field, refresh and words. */
export const CLOCK_DECISIONS: DecisionSettings = {
  endpoints: E,
  idsField: 'mobile_clock_ids',
  refresh: refreshMobileClocks,
  ...CLOCK_DECISION_WORDS,
  reasonRequired: M.reasonRequired,
};

/** Deciding clocks (ADR 31), for the approvals inbox and all-logs alike. */
export const useClockDecisions = () => useApprovalDecisions(CLOCK_DECISIONS);
