import { defineEndpoint } from '../../platform/endpoint.ts';
import { listPage } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import { auditTrailEntrySchema, auditTrailQuerySchema, auditTrailRowSchema } from './audit-trail.ts';

const VIEW = 'view audit trail';

/** The payroll audit trail (spec 3 §2 "audit-trail", ADR 48): the list and one entry. */
export const auditTrailEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/payroll/audit-trail',
    description:
      'Payroll’s audit entries, newest first: search_query matches who did it or the description; from and to are days in the company’s timezone.',
    query: auditTrailQuerySchema,
    response: listPage(auditTrailRowSchema),
    permission: VIEW,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/payroll/audit-trail/:id',
    description: 'One payroll audit entry with its before and after snapshots and the fields that changed.',
    params: idParamsSchema,
    response: auditTrailEntrySchema,
    permission: VIEW,
  }),
};
