import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../../test/isolation.ts';
import { setTenant } from '../../../../platform/db/tenant.ts';

/** An audit entry of acme's payroll, written as a payroll write would. */
export const payrollAuditTrailIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/payroll/audit-trail/{id}',
    request: async (t, acme) => {
      const id = await t.database.transaction(async (tx) => {
        await setTenant(tx, acme.companyId);
        const r = await tx.execute<{ id: string }>(sql`INSERT INTO audit_logs
            (company_id, actor_name, action, entity, description)
          VALUES (${acme.companyId}, 'Acme admin', 'create', 'pay package', 'Created pay package Acme')
          RETURNING id`);
        return r.rows[0]?.id;
      });
      return { url: `/payroll/audit-trail/${id}` };
    },
  },
];
