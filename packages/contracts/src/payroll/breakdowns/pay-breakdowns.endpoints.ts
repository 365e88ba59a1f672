import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint.ts';
import { recordEndpoints } from '../../platform/record-endpoints.ts';
import { listPage } from '../../platform/envelope.ts';
import {
  payBreakdownInputSchema,
  payBreakdownListQuerySchema,
  payBreakdownSchema,
} from './pay-breakdowns.ts';

const PATH = '/payroll/salarymanagement/settings/pay-breakdown';
const MANAGE = 'manage salary settings';
const READERS =
  "Readable with 'view salary management', 'manage salary settings' or 'manage overtime settings'";

/**
 * The pay breakdown (spec 3 §7, issue 19, ADR 42): list, create, get, update, delete. Any signed-in
 * user reaches the reads, which let in PAY_BREAKDOWN_READERS only (the guard takes one slug; ADR 37).
 * `list` and `page` are the one GET, typed for each of its two answers: without paging every item as
 * an array (the work rate form's call), with paging one page.
 */
export const payBreakdownEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: PATH,
    description: `Every item, in data, in position order. ${READERS}.`,
    query: payBreakdownListQuerySchema,
    response: z.array(payBreakdownSchema),
    permission: 'signed-in',
  }),
  page: defineEndpoint({
    method: 'GET',
    path: PATH,
    description: `The same GET with page, perPage or per_page: { results, total }. ${READERS}.`,
    query: payBreakdownListQuerySchema,
    response: listPage(payBreakdownSchema),
    permission: 'signed-in',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: PATH,
    description: 'A formula is checked against every item of the company: a problem is a 422 on `formula`.',
    body: payBreakdownInputSchema,
    response: payBreakdownSchema,
    status: 201,
    permission: MANAGE,
  }),
  ...recordEndpoints({
    path: PATH,
    body: payBreakdownInputSchema,
    response: payBreakdownSchema,
    permission: { get: 'signed-in', update: MANAGE, delete: MANAGE },
    description: {
      get: `${READERS}.`,
      update: 'A change that breaks another item’s formula (its code) is a 422 on `code`.',
      delete: 'Refused (409) while a pay package, an overtime work rate or another formula uses the item.',
    },
  }),
};

/** The one route the server registers for `list` and `page`: its answer is either (ADR 42). */
export const payBreakdownListRoute = defineEndpoint({
  method: 'GET',
  path: PATH,
  description: `Without page, perPage or per_page: every item as an array in data (the work rate form's call). With any of them: one page, { results, total }. search_query narrows by name or code. ${READERS}.`,
  query: payBreakdownListQuerySchema,
  response: z.union([z.array(payBreakdownSchema), listPage(payBreakdownSchema)]),
  permission: 'signed-in',
});
