import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const UPLOADS = '/payroll/payment-management/payment-upload';
const APPROVED = '/payroll/payment-management/approved-payments/salary';

/**
 * An approved bank-file upload of acme's with one schedule, written straight into its tables (an
 * upload through the API needs a whole confirmed month of acme's): its transaction and schedule ids.
 */
async function acmeUpload(t: TestApp, acme: { companyId: number }) {
  const u = await t.database.owner.execute<{ id: string }>(sql`INSERT INTO payment_uploads
      (company_id, year, month, payment_option_name, payment_type, bank_file_format, created_by)
    SELECT ${acme.companyId}, 2025, 6, 'Acme bank file', 'bank_file', 'generic_csv', e.id
    FROM employees e WHERE e.company_id = ${acme.companyId} ORDER BY e.id LIMIT 1 RETURNING id`);
  const uploadId = Number(u.rows[0]?.id);
  const s = await t.database.owner.execute<{ id: string }>(sql`INSERT INTO payment_schedules
      (company_id, upload_id, name, status) VALUES (${acme.companyId}, ${uploadId}, 'Acme HQ', 'approved') RETURNING id`);
  return { uploadId, scheduleId: Number(s.rows[0]?.id) };
}

/** Payment uploads and approved payments: acme's by id are a 404 to demo's admin. */
export const paymentUploadsIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${UPLOADS}/salary/{transaction_id}/schedules`,
    request: async (t, acme) => ({
      url: `${UPLOADS}/salary/${(await acmeUpload(t, acme)).uploadId}/schedules`,
    }),
  },
  {
    route: `PUT /api/v1${UPLOADS}/{type}/{transaction_id}/schedules/{action}`,
    request: async (t, acme) => {
      const { uploadId, scheduleId } = await acmeUpload(t, acme);
      return {
        url: `${UPLOADS}/salary/${uploadId}/schedules/approve`,
        payload: { schedule_ids: [scheduleId] },
      };
    },
  },
  {
    route: `GET /api/v1${UPLOADS}/salary/{transaction_id}/schedules/{schedule_id}/bank-file`,
    request: async (t, acme) => {
      const { uploadId, scheduleId } = await acmeUpload(t, acme);
      return { url: `${UPLOADS}/salary/${uploadId}/schedules/${scheduleId}/bank-file` };
    },
  },
  {
    route: `POST /api/v1${UPLOADS}/salary/{transaction_id}/schedules/{schedule_id}/pay`,
    request: async (t, acme) => {
      const { uploadId, scheduleId } = await acmeUpload(t, acme);
      return { url: `${UPLOADS}/salary/${uploadId}/schedules/${scheduleId}/pay` };
    },
  },
  {
    route: `PUT /api/v1${UPLOADS}/salary/{transaction_id}/schedules/{schedule_id}/lines/{status}`,
    request: async (t, acme) => {
      const { uploadId, scheduleId } = await acmeUpload(t, acme);
      return { url: `${UPLOADS}/salary/${uploadId}/schedules/${scheduleId}/lines/paid`, payload: {} };
    },
  },
  {
    route: 'POST /api/v1/payroll/salarymanagement/payment-upload/salary/{transaction_id}/export/{format}',
    request: async (t, acme) => ({
      url: `/payroll/salarymanagement/payment-upload/salary/${(await acmeUpload(t, acme)).uploadId}/export/csv`,
    }),
  },
  {
    route: `GET /api/v1${APPROVED}/{id}/schedules`,
    request: async (t, acme) => ({ url: `${APPROVED}/${(await acmeUpload(t, acme)).uploadId}/schedules` }),
  },
  {
    route: `POST /api/v1${APPROVED}/{id}/schedules/export/{format}`,
    request: async (t, acme) => ({
      url: `${APPROVED}/${(await acmeUpload(t, acme)).uploadId}/schedules/export/pdf`,
    }),
  },
];
