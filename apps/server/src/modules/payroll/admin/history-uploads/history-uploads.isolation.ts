import { sql } from 'drizzle-orm';
import { acmeRowId, type IsolationCase } from '../../../../test/isolation.ts';

/** A payment history upload of acme's (its record alone is enough to be asked for). */
export const payrollHistoryUploadIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/payroll/salarymanagement/settings/upload-payment-history/{id}',
    request: async (t, acme) => {
      const upload = sql`INSERT INTO payroll_history_uploads (company_id, file_name)
        VALUES (${acme.companyId}, 'acme-history.csv') RETURNING id`;
      const id = await acmeRowId(t, acme.companyId, upload);
      return { url: `/payroll/salarymanagement/settings/upload-payment-history/${id}` };
    },
  },
];
