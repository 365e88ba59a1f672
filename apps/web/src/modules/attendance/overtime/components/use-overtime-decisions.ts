import { OVERTIME_MESSAGES as M, overtimeEndpoints as E } from '@clockroom/contracts';
import { useApprovalDecisions } from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { refreshOvertimes } from '../api.ts';

/** The overtime words and control names in the approvals kit (`overtime.approve`, `overtime-approve-<id>`). */
export const OVERTIME_DECISION_WORDS = { words: 'overtime', testIdPrefix: 'overtime' } as const;

/** Approving and rejecting overtime (ADR 31): the admin list and the ESS page decide the same way. */
export const useOvertimeDecisions = () =>
  useApprovalDecisions({
    endpoints: E,
    idsField: 'overtime_ids',
    refresh: refreshOvertimes,
    ...OVERTIME_DECISION_WORDS,
    reasonRequired: M.reasonRequired,
  });
