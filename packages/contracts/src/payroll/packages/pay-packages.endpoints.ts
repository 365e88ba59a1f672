import { defineEndpoint } from '../../platform/endpoint.ts';
import { recordEndpoints } from '../../platform/record-endpoints.ts';
import { listPage, pagingQuerySchema } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  payPackageAssignablesSchema,
  payPackageAssignmentResultSchema,
  payPackageAssignmentSchema,
  payPackagePreviewQuerySchema,
  payPackagePreviewSchema,
} from './pay-package-assignment.ts';
import { payPackageDetailSchema, payPackageInputSchema, payPackageSchema } from './pay-packages.ts';

const VIEW = 'view pay packages';
const MANAGE = 'manage pay packages';
const BASE = '/payroll/salarymanagement/pay-packages';

/**
 * Pay packages (spec 3 §7, issue 19 "Pay package" and "Assign", ADR 44): list (paging with
 * `perPage` or `per_page`, `search_query` on the name), create, get, update, delete, assign,
 * un-assign, who is on it (for the assignment widget) and the worked payslip preview.
 */
export const payPackageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: pagingQuerySchema,
    response: listPage(payPackageSchema),
    permission: VIEW,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    description:
      'Without pay_breakdowns the package takes every item of the pay breakdown, each by its own rule.',
    body: payPackageInputSchema,
    response: payPackageDetailSchema,
    status: 201,
    permission: MANAGE,
  }),
  ...recordEndpoints({
    path: BASE,
    body: payPackageInputSchema,
    response: payPackageDetailSchema,
    permission: { get: VIEW, update: MANAGE, delete: MANAGE },
    description: {
      update:
        'Applies to open months; confirmed months keep their figures. Without pay_breakdowns the items stay as they are.',
      delete: 'Refused (422) while employees are on the package, today or from a later date.',
    },
  }),
  assign: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id/assign`,
    description:
      'Puts the employees on the package from effective_from (default the first day of the current month), moving them from any other.',
    params: idParamsSchema,
    body: payPackageAssignmentSchema,
    response: payPackageAssignmentResultSchema,
    permission: MANAGE,
  }),
  unassign: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id/un-assign`,
    description:
      'Ends the package of the employees on it from effective_from (default the first day of the current month).',
    params: idParamsSchema,
    body: payPackageAssignmentSchema,
    response: payPackageAssignmentResultSchema,
    permission: MANAGE,
  }),
  assignables: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id/assignables`,
    params: idParamsSchema,
    response: payPackageAssignablesSchema,
    permission: VIEW,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id/preview`,
    description:
      'The worked monthly payslip of one employee paid the whole month on this package: components, gross, pension, NHF, PAYE (a steady year: annual tax ÷ 12), net.',
    params: idParamsSchema,
    query: payPackagePreviewQuerySchema,
    response: payPackagePreviewSchema,
    permission: VIEW,
  }),
};
