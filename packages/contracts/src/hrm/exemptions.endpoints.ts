import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { decisionEndpoints } from '../platform/decision-endpoints.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { EXEMPTION_MESSAGES as M } from './exemptions-messages.ts';
import {
  EXEMPTION_DECISIONS,
  exemptionApprovalRowSchema,
  exemptionDecisionResultSchema,
  exemptionDecisionSchema,
  exemptionDeletedSchema,
  exemptionDeleteSchema,
  exemptionDetailSchema,
  exemptionInputSchema,
  exemptionListQuerySchema,
  exemptionRowSchema,
} from './exemptions.ts';

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
const decisionParams = z.object({ endpoint: z.enum(EXEMPTION_DECISIONS, { error: M.endpointInvalid }) });

/**
 * Exemption requests (spec 2 §7 "Exemptions"): self-service, admin and approvals. Approving and
 * rejecting are open to every signed-in employee: the engine decides whether an item waits on them
 * (ADR 22), so an approver needs no permission of their own.
 */
export const EXEMPTION_ENDPOINTS = {
  /** Everyone's, in the branches the viewer sees. */
  list: defineEndpoint({
    method: 'GET',
    path: '/hrm/exemptions/view-all',
    query: exemptionListQuerySchema,
    response: listPage(exemptionRowSchema),
    permission: 'view exemptions',
  }),
  /** The signed-in employee's own. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/hrm/exemptions/employee',
    query: exemptionListQuerySchema,
    response: listPage(exemptionRowSchema),
    permission: 'signed-in',
  }),
  /** What waits on the signed-in approver now. */
  approvals: defineEndpoint({
    method: 'GET',
    path: '/hrm/exemptions/approval/requests',
    query: exemptionListQuerySchema,
    response: listPage(exemptionApprovalRowSchema),
    permission: 'signed-in',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/hrm/exemptions',
    body: exemptionInputSchema,
    response: exemptionDetailSchema,
    status: 201,
    permission: 'signed-in',
  }),
  /** DELETE /hrm/exemptions with the ids in the body alone. */
  deleteListed: defineEndpoint({
    method: 'DELETE',
    path: '/hrm/exemptions',
    body: exemptionDeleteSchema,
    response: exemptionDeletedSchema,
    permission: 'delete exemption',
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/hrm/exemptions/:endpoint',
    description:
      'The spec\'s POST /hrm/exemptions/{endpoint}: "approve" or "reject" (POST /hrm/exemptions/approve and /reject), with exemption_request_ids or id; a rejection needs reason. Answers the decided ids and each refused id\'s reason; deciding none is a 422 (ADR 31).',
    params: decisionParams,
    body: exemptionDecisionSchema,
    response: exemptionDecisionResultSchema,
    permission: 'signed-in',
  }),
  // The spec also lists POST /hrm/exemptions/approve and /reject on their own: the same call.
  ...decisionEndpoints({
    path: '/hrm/exemptions',
    body: exemptionDecisionSchema,
    response: exemptionDecisionResultSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/hrm/exemptions/:id',
    params: idParamsSchema,
    response: exemptionDetailSchema,
    permission: 'signed-in',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/hrm/exemptions/:id',
    params: idParamsSchema,
    body: exemptionInputSchema,
    response: exemptionDetailSchema,
    permission: 'signed-in',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/hrm/exemptions/:id',
    description:
      "The spec's DELETE /hrm/exemptions/[ids]: one id or several separated by commas (1,2,3); the body may add exemption_request_ids.",
    params: idsParams,
    body: exemptionDeleteSchema,
    response: exemptionDeletedSchema,
    permission: 'delete exemption',
  }),
};
