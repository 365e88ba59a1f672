import { APPRAISAL_DECISION_MESSAGES as M, appraisalEndpoints as E } from '@clockroom/contracts';
import {
  useApprovalDecisions,
  type DecisionSettings,
} from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { refreshAppraisals } from '../api.ts';

/** The appraisals' words and control names in the approvals inbox kit. */
export const APPRAISAL_DECISION_WORDS = { words: 'appraisalCycle', testIdPrefix: 'appraisal' } as const;

/** How the approvals inbox decides them (ADR 31): the calls, ids field, refresh and words. */
export const APPRAISAL_DECISIONS: DecisionSettings = {
  endpoints: E,
  idsField: 'appraisal_ids',
  refresh: refreshAppraisals,
  ...APPRAISAL_DECISION_WORDS,
  reasonRequired: M.reasonRequired,
};

/** Approving and rejecting appraisals (ADR 31, 64): a rejection sends it back to the appraiser. */
export const useAppraisalDecisions = () => useApprovalDecisions(APPRAISAL_DECISIONS);
