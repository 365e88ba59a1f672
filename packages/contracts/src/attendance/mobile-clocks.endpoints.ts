import { defineEndpoint } from '../platform/endpoint.ts';
import { decisionEndpoints, decidingWaiting } from '../platform/decision-endpoints.ts';
import { listPage } from '../platform/envelope.ts';
import {
  mobileClockApprovalSchema,
  mobileClockDecisionResultSchema,
  mobileClockDecisionSchema,
  mobileClockInputSchema,
  mobileClockListQuerySchema,
  mobileClockLogSchema,
  mobileClockResultSchema,
  mobileClockTodaySchema,
  myMobileClockLogsSchema,
} from './mobile-clocks.ts';

/**
 * Mobile clocks (spec 3 §7; ADR 28): the employee's own clock and logs (any signed-in employee),
 * everyone's logs for 'view mobile clocks' holders, and the approvers' inbox and decisions. Deciding
 * is open to every signed-in employee: the engine decides whether a clock waits on them (ADR 22).
 */
export const MOBILE_CLOCK_ENDPOINTS = {
  clock: defineEndpoint({
    method: 'POST',
    path: '/attendance/me/mobile-clocks',
    description:
      'Clock in or out with the browser’s position: inside an assigned location it is approved at once, outside every one it waits for the mobile-clock approvers (ADR 28).',
    body: mobileClockInputSchema,
    response: mobileClockResultSchema,
    status: 201,
    permission: 'signed-in',
  }),
  /** The employee's own logs: the web reads logs and totalLogs (spec 3 §7). */
  mine: defineEndpoint({
    method: 'GET',
    path: '/attendance/me/mobile-clocks',
    query: mobileClockListQuerySchema,
    response: myMobileClockLogsSchema,
    permission: 'signed-in',
  }),
  /** The ESS clock card: whether the employee may clock, today's clocks so far, and what today is. */
  today: defineEndpoint({
    method: 'GET',
    path: '/attendance/me/mobile-clocks/today',
    response: mobileClockTodaySchema,
    permission: 'signed-in',
  }),
  /** Everyone's logs in the branches the viewer sees (all-logs). */
  all: defineEndpoint({
    method: 'GET',
    path: '/attendance/mobile-clocks',
    query: mobileClockListQuerySchema,
    response: listPage(mobileClockLogSchema),
    permission: 'view mobile clocks',
  }),
  /** What waits on the signed-in approver now. */
  approvals: defineEndpoint({
    method: 'GET',
    path: '/attendance/mobile-clocks/approvals',
    query: mobileClockListQuerySchema,
    response: listPage(mobileClockApprovalSchema),
    permission: 'signed-in',
  }),
  ...decisionEndpoints({
    path: '/attendance/mobile-clocks',
    body: mobileClockDecisionSchema,
    response: mobileClockDecisionResultSchema,
    description: decidingWaiting('clocks', 'mobile_clock_ids'),
  }),
};
