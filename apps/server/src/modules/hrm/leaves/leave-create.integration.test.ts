import { beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { LEAVE_MESSAGES as M } from '@clockroom/contracts';
import { client } from '../../../test/harness.ts';
import { expectFieldErrors, signedInTokens, testFile } from '../../../test/kit.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';

/**
 * Who a new leave request is for (spec 2 §5 "Create leave", §7; ADR 23 "Create"): POST /hrm/leaves
 * requires employee_id ('Please input employee name'), so an HR officer who leaves it out is told
 * instead of being booked on leave themselves; a self-service employee may leave it out for their own.
 */
const log = pino({ level: 'silent' });
const f = testFile();
const signedIn = signedInTokens(f, 'admin', 'hr', 'employee');
let demo: number;
let self: number;
let adminSelf: number;
let typeId: number;

beforeAll(async () => {
  demo = await f.companyId('demo');
  self = (await client(f.t, signedIn.employee).get('/user')).json().data.employee.id;
  adminSelf = (await client(f.t, signedIn.admin).get('/user')).json().data.employee.id;
  const r = await runAsTenant(f.t.database, demo, { system: 'test' }, log, (ctx) =>
    ctx.tx.execute(sql`INSERT INTO leave_types (company_id, leave_name, weekend, applicable_days)
      VALUES (${demo}, 'Create Test Leave', '{Saturday,Sunday}', 30) RETURNING id`),
  );
  typeId = Number((r.rows[0] as { id: number }).id);
});

const request = (over: Record<string, unknown> = {}) => ({
  leave_type_id: typeId,
  start_date: '2027-04-05',
  end_date: '2027-04-06',
  handover_to: 0,
  note: 'Family visit',
  ...over,
});
const employeeRequired = { field: 'employee_id', message: M.employeeRequired };

async function leavesOf(employeeId: number): Promise<number> {
  const res = await client(f.t, signedIn.admin).get(`/hrm/leaves?employee_id=${employeeId}&perPage=100`);
  return res.json().data.total as number;
}

describe('POST /hrm/leaves: the employee', () => {
  it('is required of whoever may create leave for others, as a field error', async () => {
    for (const [token, who] of [
      [signedIn.admin, adminSelf],
      [signedIn.hr, null],
    ] as const) {
      for (const employee_id of [undefined, null, '', 0]) {
        const res = await client(f.t, token).post('/hrm/leaves', request({ employee_id }));
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({
          message: M.employeeRequired,
          errors: [expect.objectContaining(employeeRequired)],
        });
      }
      if (who !== null) expect(await leavesOf(who)).toBe(0);
    }
  });

  it('is listed with the other missing fields of an empty form', async () => {
    const res = await client(f.t, signedIn.admin).post('/hrm/leaves', {});
    expectFieldErrors(res, {
      employee_id: M.employeeRequired,
      leave_type_id: M.leaveTypeRequired,
      note: M.noteRequired,
    });
  });

  it('books the named employee for an HR officer', async () => {
    const res = await client(f.t, signedIn.admin).post('/hrm/leaves', request({ employee_id: self }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ employee_id: self, days: 2 });
    await client(f.t, signedIn.admin).post('/hrm/leaves/delete', { leave_ids: [res.json().data.id] });
  });

  it('may be left out in self-service, which books the signed-in employee', async () => {
    const res = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ start_date: '2027-05-03', end_date: '2027-05-04' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ employee_id: self, start_date: '2027-05-03' });
    const named = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ employee_id: self, start_date: '2027-06-07', end_date: '2027-06-07' }),
    );
    expect(named.statusCode, named.body).toBe(201);
    // Self-service answers the other fields' errors as usual, never the employee's.
    const bad = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ note: '', leave_type_id: '' }),
    );
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as { field: string; message: string }[];
    expect(errors.map((e) => [e.field, e.message])).toEqual([
      ['leave_type_id', M.leaveTypeRequired],
      ['note', M.noteRequired],
    ]);
  });
});
