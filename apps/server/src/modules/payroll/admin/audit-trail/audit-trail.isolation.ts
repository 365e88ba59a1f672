import { sql } from 'drizzle-orm';
import { acmeRowId, type IsolationCase } from '../../../../test/isolation.ts';

/** An audit entry of acme's payroll, written as a payroll write would. */
export const payrollAuditTrailIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/payroll/audit-trail/{id}',
    request: async (t, acme) => {
      const entry = sql`INSERT INTO audit_logs (company_id, actor_name, action, entity, description)
        VALUES (${acme.companyId}, 'Acme admin', 'create', 'pay package', 'Created pay package Acme') RETURNING id`;
      return { url: `/payroll/audit-trail/${await acmeRowId(t, acme.companyId, entry)}` };
    },
  },
];
