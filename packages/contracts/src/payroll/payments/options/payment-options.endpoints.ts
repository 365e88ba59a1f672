import { z } from 'zod';
import { defineEndpoint } from '../../../platform/endpoint.ts';
import { listPage } from '../../../platform/envelope.ts';
import { idParamsSchema } from '../../../platform/params.ts';
import { recordEndpoints } from '../../../platform/record-endpoints.ts';
import {
  paymentMandateListQuerySchema,
  paymentMandateSchema,
  paymentOptionInputSchema,
  paymentOptionListQuerySchema,
  paymentOptionSchema,
} from './payment-options.ts';

const VIEW = 'view payment wallet';
const MANAGE = 'manage payments';
const BASE = '/payroll/payment-management/settings/payment-options';
/** Ambiguity 27: the spec's '...' may also read as payroll/salarymanagement; both answer (ADR 58). */
const ALIAS = '/payroll/salarymanagement/settings/payment-options';
const tags = ['payroll'] as const;

const list = <const P extends `/${string}`>(path: P, description?: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    query: paymentOptionListQuerySchema,
    response: listPage(paymentOptionSchema),
    permission: VIEW,
    tags,
    description,
  });
const create = <const P extends `/${string}`>(path: P, description?: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    body: paymentOptionInputSchema,
    response: paymentOptionSchema,
    status: 201,
    permission: MANAGE,
    tags,
    description,
  });
const get = <const P extends `/${string}`>(path: P, description?: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${path}/:id` as `${P}/:id` & `/${string}`,
    params: idParamsSchema,
    response: paymentOptionSchema,
    permission: VIEW,
    tags,
    description,
  });
const mandates = <const P extends `/${string}`>(path: P, description?: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${path}/mandates` as `${P}/mandates` & `/${string}`,
    query: paymentMandateListQuerySchema,
    response: listPage(paymentMandateSchema),
    permission: VIEW,
    tags,
    description,
  });

const SAME = 'The same call under payroll/salarymanagement (ambiguity 27, ADR 58).';

/**
 * Payment options and mandates (spec 3 §7 "Payment management"; issue 21, ADR 58). The spec shows
 * create, get and the mandates list; the list, update, delete and the mandate upload, file and
 * delete are this project's, as a user of the list, create and view screens expects them.
 */
export const paymentOptionEndpoints = {
  list: list(BASE),
  /** The list screen's `list` read as a path segment (ambiguity 14). */
  listAlias: list(
    `${BASE}/list`,
    'The same as the list (ambiguity 14: the screen’s list may be read as /list).',
  ),
  create: create(BASE),
  ...recordEndpoints({
    path: BASE,
    body: paymentOptionInputSchema,
    response: paymentOptionSchema,
    permission: { get: VIEW, update: MANAGE, delete: MANAGE },
    description: {
      update:
        'The whole option each time. An option payment uploads use may be renamed, but its type and format stay (409).',
      delete: 'Deletes the option and its mandates; one that payment uploads use is refused (409).',
    },
    tags,
  }),
  mandates: mandates(BASE),
  /** Multipart: the `mandate` file (PDF, JPG or PNG, at most 5 MB) and an optional `description`. */
  uploadMandate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/mandates`,
    params: idParamsSchema,
    upload: true,
    response: paymentMandateSchema,
    status: 201,
    description: 'The signed authorisation the bank needs for this option, as a PDF or image.',
    permission: MANAGE,
    tags,
  }),
  mandateFile: defineEndpoint({
    method: 'GET',
    path: `${BASE}/mandates/:id/file`,
    params: idParamsSchema,
    answer: 'file',
    description: 'The mandate’s file as it was uploaded, as an attachment.',
    permission: VIEW,
    tags,
  }),
  deleteMandate: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/mandates/:id`,
    params: idParamsSchema,
    response: z.null(),
    permission: MANAGE,
    tags,
  }),
  // Ambiguity 27: the spec's three calls and the list under the other prefix.
  listUnderSalaryManagement: list(ALIAS, SAME),
  createUnderSalaryManagement: create(ALIAS, SAME),
  getUnderSalaryManagement: get(ALIAS, SAME),
  mandatesUnderSalaryManagement: mandates(ALIAS, SAME),
};
