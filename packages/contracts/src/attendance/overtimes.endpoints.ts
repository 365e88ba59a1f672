import { defineEndpoint } from '../platform/endpoint.ts';
import { decisionEndpoints, decidingWaiting } from '../platform/decision-endpoints.ts';
import {
  overtimeDecisionInputSchema,
  overtimeDecisionResultSchema,
  overtimeListQuerySchema,
  overtimeListSchema,
  overtimeTotalsQuerySchema,
  overtimeTotalsSchema,
} from './overtimes.ts';

/**
 * Overtime records (spec 3 §7; ADR 38). The list is any signed-in user's: holders of 'view overtimes'
 * see the records of the branches they manage, everyone sees their own and those waiting on them.
 * Deciding is open to every signed-in employee: the engine decides whether a record waits on them
 * (ADR 22), as for mobile clocks.
 */
export const overtimeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/attendance/overtimes',
    description:
      'Overtime records: an admin’s branches (view overtimes), plus the caller’s own and those waiting on them; `scope` narrows it. Without dates, the current month in the company’s timezone.',
    query: overtimeListQuerySchema,
    response: overtimeListSchema,
    permission: 'signed-in',
  }),
  ...decisionEndpoints({
    path: '/attendance/overtimes',
    body: overtimeDecisionInputSchema,
    response: overtimeDecisionResultSchema,
    description: decidingWaiting('overtime records', 'overtime_ids'),
  }),
  /** Each employee's approved overtime in a month, in the viewer's branches (issue 18 §5). */
  approvedTotals: defineEndpoint({
    method: 'GET',
    path: '/attendance/overtimes/approved-totals',
    query: overtimeTotalsQuerySchema,
    response: overtimeTotalsSchema,
    permission: 'view overtimes',
  }),
};
