import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { IsolationCase } from '../../../test/isolation.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';

const log = pino({ level: 'silent' });

/** An acme leave request (and the type it needs), made directly in acme's tenant. */
async function acmeLeave(t: Parameters<IsolationCase['request']>[0], companyId: number): Promise<number> {
  return runAsTenant(t.database, companyId, { system: 'test' }, log, async (ctx) => {
    const type = await ctx.tx.execute<{ id: number }>(sql`INSERT INTO leave_types
        (company_id, leave_name, applicable_days) VALUES (${companyId}, ${`Isolation ${Date.now()}`}, 10)
      RETURNING id`);
    const employee = await ctx.tx.execute<{ id: number }>(
      sql`SELECT id FROM employees WHERE company_id = ${companyId} ORDER BY id LIMIT 1`,
    );
    const r = await ctx.tx.execute<{ id: number }>(sql`INSERT INTO leave_requests
        (company_id, employee_id, leave_type_id, start_date, end_date, days, note)
      VALUES (${companyId}, ${employee.rows[0]?.id}, ${type.rows[0]?.id}, '2027-01-04', '2027-01-04', 1, 'x')
      RETURNING id`);
    const id = Number(r.rows[0]?.id);
    // Pending in the engine, so acme's own admin is answered (not waiting on you), not a 404.
    await ctx.tx.execute(sql`INSERT INTO approval_requests
        (company_id, module, subject_id, requester_id, approval_type, status)
      VALUES (${companyId}, 'leave', ${id}, ${employee.rows[0]?.id}, 'Sequential', 'pending')`);
    return id;
  });
}

/** Leave requests by id: acme's request is a 404 to demo's admin. */
export const leaveIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/hrm/leaves/{id}',
    request: async (t, acme) => ({ url: `/hrm/leaves/${await acmeLeave(t, acme.companyId)}` }),
  },
  {
    route: 'PUT /api/v1/hrm/leaves/{id}',
    request: async (t, acme) => ({
      url: `/hrm/leaves/${await acmeLeave(t, acme.companyId)}`,
      payload: { leave_type_id: 1, start_date: '2027-01-04', end_date: '2027-01-04', note: 'x' },
    }),
  },
  {
    route: 'POST /api/v1/hrm/leaves/reject/{id}',
    request: async (t, acme) => ({
      url: `/hrm/leaves/reject/${await acmeLeave(t, acme.companyId)}`,
      payload: { reason: 'No' },
    }),
  },
  {
    route: 'POST /api/v1/hrm/leaves/{endpoint}',
    request: async (t, acme) => ({
      url: '/hrm/leaves/cancel',
      payload: { leave_request_ids: [await acmeLeave(t, acme.companyId)] },
    }),
  },
];
