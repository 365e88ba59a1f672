import { z } from 'zod';
import type { PermissionSlug } from '../../permissions/catalogue.ts';
import { defineEndpoint } from '../../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  companyRemittanceInputSchema,
  companyRemittanceSchema,
  companyRemittanceUpdateSchema,
} from './company-remittances.ts';
import {
  statutoryDeductionInputSchema,
  statutoryDeductionSchema,
  statutorySettingsInputSchema,
  statutorySettingsSchema,
  workedExampleQuerySchema,
  workedExampleSchema,
} from './statutory-deductions.ts';

/**
 * Who may read the statutory settings: payroll's viewers and whoever manages its settings. The route
 * guard takes one slug, so reads are open to any signed-in user and the service checks this list
 * (as the pay breakdown does, ADR 37).
 */
export const STATUTORY_READERS: readonly PermissionSlug[] = [
  'view salary management',
  'manage salary settings',
];
const READ = "Readable with 'view salary management' or 'manage salary settings'.";
const MANAGE = 'manage salary settings';
const TABLES = '/payroll/salarymanagement/settings/statutory-deduction';
const REMITTANCES = '/payroll/salarymanagement/settings/company-remittance';

/** Tax table versions (ADR 43): a version in force for a confirmed month is kept as it is. */
export const statutoryDeductionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: TABLES,
    description: `Newest version first; search_query on the name. ${READ}`,
    query: pagingQuerySchema,
    response: listPage(statutoryDeductionSchema),
    permission: 'signed-in',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: TABLES,
    description: 'A new version, from the first of a month no confirmed payroll month falls under.',
    body: statutoryDeductionInputSchema,
    response: statutoryDeductionSchema,
    status: 201,
    permission: MANAGE,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: `${TABLES}/settings`,
    description: `The company's NHF default for new employees. ${READ}`,
    response: statutorySettingsSchema,
    permission: 'signed-in',
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: `${TABLES}/settings`,
    description: 'Whether a new employee has NHF deducted when the employee form does not say.',
    body: statutorySettingsInputSchema,
    response: statutorySettingsSchema,
    permission: MANAGE,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${TABLES}/:id`,
    description: READ,
    params: idParamsSchema,
    response: statutoryDeductionSchema,
    permission: 'signed-in',
  }),
  example: defineEndpoint({
    method: 'GET',
    path: `${TABLES}/:id/worked-example`,
    description: `The annual and monthly tax this version takes on a chosen year's pay, band by band. ${READ}`,
    params: idParamsSchema,
    query: workedExampleQuerySchema,
    response: workedExampleSchema,
    permission: 'signed-in',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${TABLES}/:id`,
    description: 'Refused (409) for a version in force for a confirmed payroll month.',
    params: idParamsSchema,
    body: statutoryDeductionInputSchema,
    response: statutoryDeductionSchema,
    permission: MANAGE,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${TABLES}/:id`,
    description: 'Refused (409) for the last version and for one in force for a confirmed payroll month.',
    params: idParamsSchema,
    response: z.null(),
    permission: MANAGE,
  }),
};

/** Company remittances (spec 3 §7): the update is a PUT with the id in the body, or on the path. */
export const companyRemittanceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: REMITTANCES,
    description: `search_query on the name or code. ${READ}`,
    query: pagingQuerySchema,
    response: listPage(companyRemittanceSchema),
    permission: 'signed-in',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: REMITTANCES,
    body: companyRemittanceInputSchema,
    response: companyRemittanceSchema,
    status: 201,
    permission: MANAGE,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: REMITTANCES,
    description: 'Spec 3 §7: no id in the path, `id` in the body.',
    body: companyRemittanceUpdateSchema,
    response: companyRemittanceSchema,
    permission: MANAGE,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${REMITTANCES}/:id`,
    description: READ,
    params: idParamsSchema,
    response: companyRemittanceSchema,
    permission: 'signed-in',
  }),
  updateById: defineEndpoint({
    method: 'PUT',
    path: `${REMITTANCES}/:id`,
    description: 'The same update with the id on the path.',
    params: idParamsSchema,
    body: companyRemittanceInputSchema,
    response: companyRemittanceSchema,
    permission: MANAGE,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${REMITTANCES}/:id`,
    description: 'Refused (409) for a statutory remittance: disable it instead.',
    params: idParamsSchema,
    response: z.null(),
    permission: MANAGE,
  }),
};
