import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXEMPTION_DECISIONS,
  EXEMPTION_MESSAGES as M,
  envelope,
  exemptionApprovalRowSchema,
  exemptionDecisionResultSchema,
  exemptionDecisionSchema,
  exemptionDeleteSchema,
  exemptionDeletedSchema,
  exemptionDetailSchema,
  exemptionInputSchema,
  exemptionListQuerySchema,
  exemptionRowSchema,
  listEnvelope,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { decideApprovals } from '../../../platform/approvals/inbox.ts';
import * as service from './exemptions.service.ts';

const tags = ['hrm'];
const BASE = '/hrm/exemptions';
const idParams = z.object({ id: z.coerce.number().int().positive() });
/**
 * The spec's DELETE /hrm/exemptions/[ids]: one id or a comma-separated list (1,2,3). Named `id` like
 * the GET and PUT beside it, since the router keeps one parameter name per path position.
 */
const idsParams = z.object({
  id: z
    .string()
    .regex(/^\s*\d{1,15}\s*(,\s*\d{1,15}\s*)*$/, M.idsRequired)
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .refine((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0), M.idsRequired),
});
const endpointParams = z.object({ endpoint: z.enum(EXEMPTION_DECISIONS, { error: M.endpointInvalid }) });
const one = envelope(exemptionDetailSchema);
const decided = envelope(exemptionDecisionResultSchema);
const deleted = envelope(exemptionDeletedSchema);

/**
 * Exemption requests (spec 2 §7 "Exemptions"): self-service, admin and approvals. Approving and
 * rejecting are open to every signed-in employee: the engine decides whether an item waits on them
 * (ADR 22), so an approver needs no permission of their own.
 */
export async function exemptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${BASE}/view-all`,
    {
      config: { permission: 'view exemptions' },
      schema: {
        tags,
        querystring: exemptionListQuerySchema,
        response: { 200: listEnvelope(exemptionRowSchema) },
      },
    },
    async (req) => ok(M.listed, await service.listAll(signedIn(req), req.query)),
  );
  api.get(
    `${BASE}/employee`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: exemptionListQuerySchema,
        response: { 200: listEnvelope(exemptionRowSchema) },
      },
    },
    async (req) => ok(M.listed, await service.listOwn(signedIn(req), req.query)),
  );
  api.get(
    `${BASE}/approval/requests`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: exemptionListQuerySchema,
        response: { 200: listEnvelope(exemptionApprovalRowSchema) },
      },
    },
    async (req) => ok(M.listed, await service.listWaiting(signedIn(req), req.query)),
  );
  api.post(
    BASE,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: exemptionInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await service.createExemption(signedIn(req), deps.approvals, req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.delete(
    BASE,
    {
      config: { permission: 'delete exemption' },
      schema: { tags, body: exemptionDeleteSchema, response: { 200: deleted } },
    },
    async (req) => {
      const ids = req.body?.exemption_request_ids ?? [];
      if (ids.length === 0) throw invalidField('exemption_request_ids', M.idsRequired);
      return ok(M.deleted, await service.deleteExemptions(signedIn(req), ids));
    },
  );
  api.post(
    `${BASE}/:endpoint`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        description:
          'The spec\'s POST /hrm/exemptions/{endpoint}: "approve" or "reject" (POST /hrm/exemptions/approve and /reject), with exemption_request_ids or id; a rejection needs reason. Answers the decided ids and each refused id\'s reason; deciding none is a 422 (ADR 31).',
        params: endpointParams,
        body: exemptionDecisionSchema,
        response: { 200: decided },
      },
    },
    (req) =>
      decideApprovals(signedIn(req), deps.approvals, service.EXEMPTION_MODULE, req.params.endpoint, req.body),
  );
  // The spec also lists POST /hrm/exemptions/approve and /reject on their own: the same call.
  for (const endpoint of EXEMPTION_DECISIONS) {
    api.post(
      `${BASE}/${endpoint}`,
      {
        config: { permission: SIGNED_IN },
        schema: { tags, body: exemptionDecisionSchema, response: { 200: decided } },
      },
      (req) => decideApprovals(signedIn(req), deps.approvals, service.EXEMPTION_MODULE, endpoint, req.body),
    );
  }
  api.get(
    `${BASE}/:id`,
    { config: { permission: SIGNED_IN }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await service.getExemption(signedIn(req), req.params.id)),
  );
  api.put(
    `${BASE}/:id`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: idParams, body: exemptionInputSchema, response: { 200: one } },
    },
    async (req) =>
      ok(M.updated, await service.updateExemption(signedIn(req), deps.approvals, req.params.id, req.body)),
  );
  api.delete(
    `${BASE}/:id`,
    {
      config: { permission: 'delete exemption' },
      schema: {
        tags,
        description:
          "The spec's DELETE /hrm/exemptions/[ids]: one id or several separated by commas (1,2,3); the body may add exemption_request_ids.",
        params: idsParams,
        body: exemptionDeleteSchema,
        response: { 200: deleted },
      },
    },
    async (req) =>
      ok(
        M.deleted,
        await service.deleteExemptions(signedIn(req), [
          ...req.params.id,
          ...(req.body?.exemption_request_ids ?? []),
        ]),
      ),
  );
}
