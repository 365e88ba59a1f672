import { defineEndpoint } from '../platform/endpoint.ts';
import { collectionEndpoints } from '../platform/collection-endpoints.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { decisionEndpoints } from '../platform/decision-endpoints.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import {
  jobRequestApprovalSchema,
  jobRequestDecisionSchema,
  jobRequestInputSchema,
  jobRequestListQuerySchema,
  jobRequestSchema,
  requisitionTemplateInputSchema,
  requisitionTemplateSchema,
} from './requisitions.ts';

const BASE = '/hrm/recruitment/job-requests';
const TEMPLATES = '/hrm/recruitment/settings/requisition-templates';
const tags = ['recruitment'] as const;

/**
 * Talent requisitions (spec 3 §7 "job-requests": list (page, per_page), create, get, update, delete;
 * issue 24's shapes; ADR 66). Approved through the engine (module `job-request`): the inbox, approve
 * and reject; approver groups at /hrm/recruitment/settings/approver-settings (the shared calls). A
 * recruiter limited to some requisitions sees only those.
 */
export const jobRequestEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: jobRequestListQuerySchema,
    response: listPage(jobRequestSchema),
    permission: 'view talent requisitions',
    tags,
  }),
  approvals: defineEndpoint({
    method: 'GET',
    path: `${BASE}/approvals`,
    query: pagingQuerySchema,
    response: listPage(jobRequestApprovalSchema),
    description: 'The job requests waiting on the signed-in approver (the inbox).',
    permission: 'signed-in',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: jobRequestInputSchema,
    response: jobRequestSchema,
    status: 201,
    description:
      'Raised by the signed-in employee; it waits on the approver group, or is approved at once with none.',
    permission: 'create talent requisition',
    tags,
  }),
  ...recordEndpoints({
    path: BASE,
    body: jobRequestInputSchema,
    response: jobRequestSchema,
    permission: {
      get: 'view talent requisitions',
      update: 'edit talent requisition',
      delete: 'delete talent requisition',
    },
    description: {
      update: 'Only while the request awaits approval (409 after); its approval starts again.',
      delete: 'Not while job postings are made from it (409).',
    },
    tags,
  }),
  ...decisionEndpoints({
    path: BASE,
    body: jobRequestDecisionSchema,
    description: { reject: 'Needs `reason`.' },
    tags,
  }),
};

/** Requisition templates (manage-talent-requisition-settings; ADR 66): a new request's defaults. */
export const requisitionTemplateEndpoints = {
  ...collectionEndpoints({
    path: TEMPLATES,
    query: pagingQuerySchema,
    body: requisitionTemplateInputSchema,
    response: requisitionTemplateSchema,
    permission: { list: 'view talent requisitions', create: 'manage recruitment settings' },
    tags,
  }),
  ...recordEndpoints({
    path: TEMPLATES,
    body: requisitionTemplateInputSchema,
    response: requisitionTemplateSchema,
    permission: {
      get: 'view talent requisitions',
      update: 'manage recruitment settings',
      delete: 'manage recruitment settings',
    },
    tags,
  }),
};
