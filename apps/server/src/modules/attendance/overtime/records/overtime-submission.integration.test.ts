import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, testFile } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';
import { approvalsOf, makeOvertime, storedOvertime, submitPending } from './overtime-records.fixtures.ts';
import { submitNewOvertime, withdrawOvertimeApprovals } from './overtime-submission.ts';

/** The job that sends the engine's new records for approval once their day is settled (ADR 38). */
const f = testFile();
let demo = 0;
let approver = 0;
let staff = 0;

const asDemo = <T>(statement: ReturnType<typeof sql>) =>
  f.inCompany('demo', async (tx) => (await tx.execute<T & Record<string, unknown>>(statement)).rows);

beforeAll(async () => {
  demo = await f.companyId('demo');
  const admin = await f.as('admin');
  approver = dataOf<{ employee: { id: number } }>(await (await f.as('hr')).get('/user')).employee.id;
  staff = (await make.employee(admin)).id;
  const group = dataOf<{ id: number }>(
    await admin.post('/attendance/overtime/settings/approvals', {
      group_name: 'Submission approvers',
      approval_types: 'Sequential',
      approvers_count: 1,
      approval_details: [{ approval_person_id: approver }],
    }),
    201,
  );
  await admin.post(`/attendance/overtime/settings/approvals/${group.id}/assign-employees`, {
    category_type: 'employee',
    assign_category_type_ids: [staff],
  });
});

describe('submitting overtime for approval', () => {
  it('sends a settled pending record once, with its employee as the requester', async () => {
    const id = await makeOvertime(f.t, demo, { employeeId: staff, day: '2019-10-01' });
    expect(await approvalsOf(f.t, demo, [id])).toBe(0);
    expect(await submitPending(f.t)).toBeGreaterThanOrEqual(1);
    expect(await submitPending(f.t)).toBe(0);
    expect(await approvalsOf(f.t, demo, [id])).toBe(1);
    const [request] = await asDemo<{ requester_id: number; status: string }>(
      sql`SELECT requester_id::int AS requester_id, status FROM approval_requests WHERE company_id = ${demo} AND module = 'overtime' AND subject_id = ${id}`,
    );
    expect(request).toMatchObject({ requester_id: staff, status: 'pending' });
    const waiting = await asDemo<{ employee_id: string }>(
      sql`SELECT employee_id FROM approval_waiting WHERE company_id = ${demo} AND module = 'overtime' AND subject_id = ${id}`,
    );
    expect(waiting.map((w) => Number(w.employee_id))).toEqual([approver]);
  });

  it('waits while the day is not over, its window is open or the engine has it queued', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const open = await makeOvertime(f.t, demo, { employeeId: staff, day: today, start: '00:00', minutes: 1 });
    const windowOpen = await makeOvertime(f.t, demo, { employeeId: staff, day: '2019-10-02' });
    await asDemo(sql`INSERT INTO attendance_days (company_id, employee_id, day, window_end)
      VALUES (${demo}, ${staff}, '2019-10-02', now() + interval '1 hour')`);
    const queued = await makeOvertime(f.t, demo, { employeeId: staff, day: '2019-10-03' });
    await asDemo(
      sql`INSERT INTO attendance_dirty (company_id, employee_id, day) VALUES (${demo}, ${staff}, '2019-10-03')`,
    );
    await submitPending(f.t);
    expect(await approvalsOf(f.t, demo, [open, windowOpen, queued])).toBe(0);
    // The window closes and the engine drains its queue: both go on the next run.
    await asDemo(sql`UPDATE attendance_days SET window_end = now() - interval '1 minute'
      WHERE company_id = ${demo} AND employee_id = ${staff} AND day = '2019-10-02'`);
    await asDemo(sql`DELETE FROM attendance_dirty WHERE company_id = ${demo} AND employee_id = ${staff}`);
    await submitPending(f.t);
    expect(await approvalsOf(f.t, demo, [windowOpen, queued])).toBe(2);
    expect(await approvalsOf(f.t, demo, [open])).toBe(0);
  });

  it('sends at most a batch per company and run, oldest first', async () => {
    const made = [];
    for (const day of ['2018-01-01', '2018-01-02', '2018-01-03'])
      made.push(await makeOvertime(f.t, demo, { employeeId: staff, day }));
    const deps = { database: f.t.database, approvals: f.t.app.approvals };
    expect(await submitNewOvertime(deps, f.t.app.log, 2)).toBe(2);
    expect(await approvalsOf(f.t, demo, made.slice(0, 2))).toBe(2);
    expect(await approvalsOf(f.t, demo, made.slice(2))).toBe(0);
    expect(await submitNewOvertime(deps, f.t.app.log, 2)).toBe(1);
  });

  it('leaves decided records alone', async () => {
    const decided = await makeOvertime(f.t, demo, {
      employeeId: staff,
      day: '2019-10-04',
      status: 'approved',
    });
    await submitPending(f.t);
    expect(await approvalsOf(f.t, demo, [decided])).toBe(0);
  });
});

describe('withdrawing the approvals of records the engine deletes', () => {
  it('removes the approval, who it waits on and the approver’s notice', async () => {
    const id = await makeOvertime(f.t, demo, { employeeId: staff, day: '2019-11-04' });
    await submitPending(f.t);
    const notice = sql`SELECT count(*)::int AS n FROM notifications WHERE company_id = ${demo}
      AND kind = 'overtime.approval-requested' AND params ->> 'id' = ${String(id)} AND read_at IS NULL`;
    expect((await asDemo<{ n: number }>(notice))[0]?.n).toBe(1);
    const removed = await f.inCompany('demo', (tx) => withdrawOvertimeApprovals(tx, demo, [id]));
    expect(removed).toBe(1);
    expect(await approvalsOf(f.t, demo, [id])).toBe(0);
    expect((await asDemo<{ n: number }>(notice))[0]?.n).toBe(0);
    const waiting = await asDemo(
      sql`SELECT 1 FROM approval_waiting WHERE company_id = ${demo} AND module = 'overtime' AND subject_id = ${id}`,
    );
    expect(waiting).toEqual([]);
    expect(await storedOvertime(f.t, demo, id)).toMatchObject({ status: 'pending' });
  });
});
