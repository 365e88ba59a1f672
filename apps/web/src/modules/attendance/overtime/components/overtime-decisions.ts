import { OVERTIME_MESSAGES as M, overtimeEndpoints as E } from '@clockroom/contracts';
import type { DecisionSettings } from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { refreshOvertimes } from '../api.ts';

/**
 * How overtime is decided (ADR 31), on the admin list and the ESS page alike: the calls, ids field,
 * refresh, and the words and control names (`overtime.approve`, `overtime-approve-<id>`).
 */
export const OVERTIME_DECISIONS: DecisionSettings = {
  endpoints: E,
  idsField: 'overtime_ids',
  refresh: refreshOvertimes,
  words: 'overtime',
  testIdPrefix: 'overtime',
  reasonRequired: M.reasonRequired,
};
