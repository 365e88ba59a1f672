import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MOBILE_CLOCK_DECISIONS,
  MOBILE_CLOCK_MESSAGES as M,
  envelope,
  listEnvelope,
  mobileClockApprovalSchema,
  mobileClockDecisionResultSchema,
  mobileClockDecisionSchema,
  mobileClockInputSchema,
  mobileClockListQuerySchema,
  mobileClockLogSchema,
  mobileClockResultSchema,
  mobileClockTodaySchema,
  myMobileClockLogsSchema,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { decideApprovals } from '../../../platform/approvals/inbox.ts';
import { MOBILE_CLOCK_MODULE } from './mobile-clock-subject.ts';
import * as service from './mobile-clocks.service.ts';

const tags = ['attendance'];

/**
 * Mobile clocks (spec 3 §7): the employee's own clock and logs (any signed-in employee), everyone's
 * logs for 'view mobile clocks' holders, and the approvers' inbox and decisions. Deciding is open to
 * every signed-in employee: the engine decides whether a clock waits on them (ADR 22).
 */
export async function mobileClockRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/attendance/me/mobile-clocks',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        description:
          'Clock in or out with the browser’s position: inside an assigned location it is approved at once, outside every one it waits for the mobile-clock approvers (ADR 28).',
        body: mobileClockInputSchema,
        response: { 201: envelope(mobileClockResultSchema) },
      },
    },
    async (req, reply) => {
      const answer = await service.clock(signedIn(req), deps.approvals, req.body);
      void reply.code(201);
      return answer;
    },
  );
  api.get(
    '/attendance/me/mobile-clocks',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: mobileClockListQuerySchema,
        response: { 200: envelope(myMobileClockLogsSchema) },
      },
    },
    async (req) => ok(M.logsListed, await service.listMine(signedIn(req), req.query)),
  );
  api.get(
    '/attendance/me/mobile-clocks/today',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: envelope(mobileClockTodaySchema) } },
    },
    async (req) => ok(M.todayLoaded, await service.today(signedIn(req))),
  );
  api.get(
    '/attendance/mobile-clocks',
    {
      config: { permission: 'view mobile clocks' },
      schema: {
        tags,
        querystring: mobileClockListQuerySchema,
        response: { 200: listEnvelope(mobileClockLogSchema) },
      },
    },
    async (req) => ok(M.logsListed, await service.listAll(signedIn(req), req.query)),
  );
  api.get(
    '/attendance/mobile-clocks/approvals',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: mobileClockListQuerySchema,
        response: { 200: listEnvelope(mobileClockApprovalSchema) },
      },
    },
    async (req) => ok(M.logsListed, await service.listWaiting(signedIn(req), req.query)),
  );
  for (const action of MOBILE_CLOCK_DECISIONS) {
    api.post(
      `/attendance/mobile-clocks/${action}`,
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags,
          description: `${action === 'approve' ? 'Approve' : 'Reject'} the clocks waiting on you: mobile_clock_ids (or id)${action === 'reject' ? ' and a reason' : ''}. Answers the decided ids and each refused id’s reason; deciding none is a 422 (ADR 31).`,
          body: mobileClockDecisionSchema,
          response: { 200: envelope(mobileClockDecisionResultSchema) },
        },
      },
      (req) => decideApprovals(signedIn(req), deps.approvals, MOBILE_CLOCK_MODULE, action, req.body),
    );
  }
}
