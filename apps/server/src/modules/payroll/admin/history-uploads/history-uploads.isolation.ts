import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../../test/isolation.ts';
import { setTenant } from '../../../../platform/db/tenant.ts';

/** A payment history upload of acme's (its record alone is enough to be asked for). */
export const payrollHistoryUploadIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/payroll/salarymanagement/settings/upload-payment-history/{id}',
    request: async (t, acme) => {
      const id = await t.database.transaction(async (tx) => {
        await setTenant(tx, acme.companyId);
        const r = await tx.execute<{ id: string }>(sql`INSERT INTO payroll_history_uploads
            (company_id, file_name) VALUES (${acme.companyId}, 'acme-history.csv') RETURNING id`);
        return r.rows[0]?.id;
      });
      return { url: `/payroll/salarymanagement/settings/upload-payment-history/${id}` };
    },
  },
];
