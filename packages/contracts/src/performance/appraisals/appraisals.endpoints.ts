import { defineEndpoint } from '../../platform/endpoint.ts';
import { collectionEndpoints } from '../../platform/collection-endpoints.ts';
import { decisionEndpoints } from '../../platform/decision-endpoints.ts';
import { listPage, pagingQuerySchema } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  appraisableSchema,
  appraisalApprovalSchema,
  appraisalBatchResultSchema,
  appraisalDecisionSchema,
  appraisalGroupDetailSchema,
  appraisalGroupInputSchema,
  appraisalGroupListQuerySchema,
  appraisalGroupSchema,
  appraisalGroupUpdateSchema,
  appraisalIdsSchema,
  appraisalReportInputSchema,
  appraisalReportSchema,
  appraisalSummarySchema,
  ratingsInputSchema,
} from './appraisals.ts';

const BASE = '/hrm/appraisals';
const tags = ['performance'] as const;

/**
 * Appraisal groups and their cycle (issue 22, ADR 64). Groups are HR's (`view appraisals`, `create` /
 * `edit appraisal`); ratings are the employee's (self) and their appraiser's; decisions go through
 * the approval engine (module 'appraisal'). In initiate/end `appraisal_ids` are groups' ids; in
 * approve/reject they are members' appraisals' ids.
 */
export const appraisalEndpoints = {
  ...collectionEndpoints({
    path: BASE,
    query: appraisalGroupListQuerySchema,
    body: appraisalGroupInputSchema,
    response: appraisalGroupSchema,
    permission: { list: 'view appraisals', create: 'create appraisal' },
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: BASE,
    body: appraisalGroupUpdateSchema,
    response: appraisalGroupSchema,
    description: 'The group’s id in the body; drafts only (409 after).',
    permission: 'edit appraisal',
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: appraisalGroupDetailSchema,
    permission: 'view appraisals',
    tags,
  }),
  initiate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/initiate`,
    body: appraisalIdsSchema,
    response: appraisalBatchResultSchema,
    description: 'Draft groups only: each member gets an appraisal, a bell notice and a mail.',
    permission: 'edit appraisal',
    tags,
  }),
  end: defineEndpoint({
    method: 'POST',
    path: `${BASE}/end`,
    body: appraisalIdsSchema,
    response: appraisalBatchResultSchema,
    description: 'Initiated groups only: no more changes, final scores and grades fixed.',
    permission: 'edit appraisal',
    tags,
  }),
  approvals: defineEndpoint({
    method: 'GET',
    path: `${BASE}/approvals`,
    query: pagingQuerySchema,
    response: listPage(appraisalApprovalSchema),
    description: 'The appraisals waiting on the signed-in approver (the inbox).',
    permission: 'signed-in',
    tags,
  }),
  ...decisionEndpoints({
    path: BASE,
    body: appraisalDecisionSchema,
    description: { reject: 'Needs `reason`; the appraisal goes back to its appraiser to rate again.' },
    tags,
  }),
  selfAppraisables: defineEndpoint({
    method: 'GET',
    path: `${BASE}/self-appraisables`,
    query: pagingQuerySchema,
    response: listPage(appraisalSummarySchema),
    description: 'The signed-in employee’s own appraisals (open and past).',
    permission: 'signed-in',
    tags,
  }),
  selfAppraisable: defineEndpoint({
    method: 'GET',
    path: `${BASE}/self-appraisable/:id`,
    params: idParamsSchema,
    response: appraisableSchema,
    permission: 'signed-in',
    tags,
  }),
  selfRatings: defineEndpoint({
    method: 'POST',
    path: `${BASE}/self-ratings`,
    body: ratingsInputSchema,
    response: appraisableSchema,
    permission: 'signed-in',
    tags,
  }),
  appraiserAppraisables: defineEndpoint({
    method: 'GET',
    path: `${BASE}/appraiser-appraisables`,
    query: pagingQuerySchema,
    response: listPage(appraisalSummarySchema),
    description: 'The appraisals the signed-in employee appraises.',
    permission: 'signed-in',
    tags,
  }),
  appraiserAppraisable: defineEndpoint({
    method: 'GET',
    path: `${BASE}/appraiser-appraisable/:id`,
    params: idParamsSchema,
    response: appraisableSchema,
    description: 'Read by the appraiser, an approver of it or HR; the self ratings once submitted.',
    permission: 'signed-in',
    tags,
  }),
  appraiserRatings: defineEndpoint({
    method: 'POST',
    path: `${BASE}/appraiser-ratings`,
    body: ratingsInputSchema,
    response: appraisableSchema,
    permission: 'signed-in',
    tags,
  }),
  reports: defineEndpoint({
    method: 'POST',
    path: `${BASE}/reports`,
    body: appraisalReportInputSchema,
    response: appraisalReportSchema,
    permission: 'view appraisals',
    tags,
  }),
};
