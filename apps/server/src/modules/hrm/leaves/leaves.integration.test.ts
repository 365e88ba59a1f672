import { beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { LEAVE_MESSAGES as M } from '@clockroom/contracts';
import { client } from '../../../test/harness.ts';
import { expectFieldErrors, signedInTokens, testFile } from '../../../test/kit.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';

/**
 * Leave requests through the API (ADR 23) and the approval engine (ADR 22): self-service and HR,
 * working days, balances, the inbox, decisions, cancel, edit and delete, permissions and tenancy.
 * The dates are in 2027 so they stay in the future (scheduled) whatever day the suite runs.
 */
const log = pino({ level: 'silent' });
const f = testFile();
const signedIn = signedInTokens(f, 'admin', 'hr', 'employee', 'acmeAdmin');
let demo: number;
let me: { id: number; department_id: number | null };
let adminEmployee: number;
let hrEmployee: number;
let annual: number;
let femaleOnly: number;

async function tenantSql(companyId: number, query: ReturnType<typeof sql>) {
  return runAsTenant(f.t.database, companyId, { system: 'test' }, log, (ctx) => ctx.tx.execute(query));
}

async function insertType(name: string, days: number, gender: 'female' | null = null): Promise<number> {
  const r = await tenantSql(
    demo,
    sql`INSERT INTO leave_types (company_id, leave_name, weekend, applicable_days, gender)
        VALUES (${demo}, ${name}, '{Saturday,Sunday}', ${days}, ${gender}) RETURNING id`,
  );
  return Number((r.rows[0] as { id: number }).id);
}

beforeAll(async () => {
  demo = await f.companyId('demo');
  const self = (await client(f.t, signedIn.employee).get('/user')).json().data.employee.id as number;
  me = (await client(f.t, signedIn.admin).get(`/organization/employees/${self}`)).json().data;
  me = { id: self, department_id: me.department_id };
  adminEmployee = (await client(f.t, signedIn.admin).get('/user')).json().data.employee.id;
  hrEmployee = (await client(f.t, signedIn.hr).get('/user')).json().data.employee.id;
  annual = await insertType('Annual Leave', 20);
  femaleOnly = await insertType('Maternity Leave', 60, 'female');
  await tenantSql(
    demo,
    sql`UPDATE employees SET gender = 'male', appointment_date = '2020-01-06' WHERE id = ${self}`,
  );
  // Wednesday 3 March 2027 is a holiday; 1–5 March is Monday to Friday.
  await tenantSql(
    demo,
    sql`INSERT INTO public_holidays (company_id, name, holiday_date) VALUES (${demo}, 'Test Day', '2027-03-03')`,
  );
});

const request = (over: Record<string, unknown> = {}) => ({
  leave_type_id: annual,
  start_date: '2027-03-01',
  end_date: '2027-03-05',
  handover_to: 0,
  note: 'Family visit',
  ...over,
});
const fieldError = (field: string, message: string) => ({
  message,
  errors: expect.arrayContaining([expect.objectContaining({ field, message })]),
});

describe('leave requests without an approver group', () => {
  it('counts working days without the weekend and the holiday, and approves at once', async () => {
    const res = await client(f.t, signedIn.employee).post('/hrm/leaves', request());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      employee_id: me.id,
      leave_type_name: 'Annual Leave',
      days: 4,
      status: 'scheduled',
      approval_level: 0,
      relief: null,
      approvals: [],
    });
    const balances = (await client(f.t, signedIn.employee).get('/hrm/leaves/balances?year=2027')).json().data;
    expect(balances).toEqual([
      {
        id: annual,
        leave_name: 'Annual Leave',
        year: 2027,
        applicable_days: 20,
        days_taken: 4,
        pending_days: 0,
        remaining_days: 16,
      },
    ]);
    // Cancelled while scheduled: the days come back.
    const cancel = await client(f.t, signedIn.employee).post('/hrm/leaves/cancel', {
      leave_request_ids: [res.json().data.id],
    });
    expect(cancel.json().data).toEqual({ decided: 1, decided_ids: [res.json().data.id], refused: [] });
    const after = (await client(f.t, signedIn.employee).get('/hrm/leaves/balances?year=2027')).json().data;
    expect(after[0]).toMatchObject({ days_taken: 0, remaining_days: 20 });
  });

  it('lists only the types the employee may take', async () => {
    const res = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ leave_type_id: femaleOnly }),
    );
    expect(res.json()).toMatchObject(fieldError('leave_type_id', M.notEligible));
  });
});

describe('validation (spec 2 §5, ADR 23)', () => {
  it('answers each field with the spec’s words', async () => {
    const missing = await client(f.t, signedIn.admin).post('/hrm/leaves', { start_date: '', end_date: '' });
    expectFieldErrors(missing, {
      leave_type_id: M.leaveTypeRequired,
      note: M.noteRequired,
      start_date: M.dateRequired,
    });
    const edit = await client(f.t, signedIn.admin).put('/hrm/leaves/1', {
      note: 'x',
      start_date: '2027-01-04',
      end_date: '2027-01-04',
    });
    expect(edit.json()).toMatchObject(fieldError('leave_type_id', M.leaveTypeSelect));
    const noDay = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ start_date: '2027-02-29', end_date: '2027-03-01' }),
    );
    expect(noDay.json()).toMatchObject(fieldError('start_date', M.dateRequired));
  });

  it('refuses reversed dates, two leave years, weekend-only ranges, a relief who is the employee', async () => {
    const e = client(f.t, signedIn.employee);
    expect(
      (await e.post('/hrm/leaves', request({ start_date: '2027-03-05', end_date: '2027-03-01' }))).json(),
    ).toMatchObject(fieldError('end_date', M.endBeforeStart));
    expect(
      (await e.post('/hrm/leaves', request({ start_date: '2027-12-30', end_date: '2028-01-04' }))).json(),
    ).toMatchObject(fieldError('end_date', M.spansYears));
    expect(
      (await e.post('/hrm/leaves', request({ start_date: '2027-03-06', end_date: '2027-03-07' }))).json(),
    ).toMatchObject(fieldError('start_date', M.noWorkingDays));
    expect((await e.post('/hrm/leaves', request({ handover_to: me.id }))).json()).toMatchObject(
      fieldError('handover_to', M.reliefInvalid),
    );
  });

  it('refuses an overlap and more days than remain', async () => {
    const e = client(f.t, signedIn.employee);
    const first = await e.post('/hrm/leaves', request({ start_date: '2027-06-07', end_date: '2027-06-11' }));
    expect(first.statusCode, first.body).toBe(201);
    const overlap = await e.post(
      '/hrm/leaves',
      request({ start_date: '2027-06-11', end_date: '2027-06-14' }),
    );
    expect(overlap.json()).toMatchObject(
      fieldError('start_date', 'You already have a leave request from 2027-06-07 to 2027-06-11'),
    );
    // 15 of 20 remain; 16 working days from 2 August is too many.
    const long = await e.post('/hrm/leaves', request({ start_date: '2027-08-02', end_date: '2027-08-23' }));
    expect(long.json()).toMatchObject(
      fieldError('end_date', 'Only 15 day(s) of Annual Leave remain for 2027'),
    );
    await client(f.t, signedIn.admin).post('/hrm/leaves/delete', { leave_ids: [first.json().data.id] });
  });
});

describe('leave through a two-level Sequential group', () => {
  let leaveId: number;

  beforeAll(async () => {
    const group = await client(f.t, signedIn.admin).post('/hrm/leaves/settings/approversettings', {
      description: 'Employee’s department',
      approval_types: 'Sequential',
      category_type: 'employees',
      employees: [me.id],
      branch_id: 0,
      no_approvals: 2,
      approver_details: [
        { approver_person_id: hrEmployee, alt_approver_person_id: '' },
        { approver_person_id: adminEmployee, alt_approver_person_id: '' },
      ],
    });
    expect(group.statusCode, group.body).toBe(201);
  });

  it('waits on level 1, then level 2, then is scheduled; relief and approvers hear of it', async () => {
    const unread = async (token: string): Promise<number> =>
      (await client(f.t, token).get('/notifications/unread-count')).json().data.unread;
    const hrBefore = await unread(signedIn.hr);
    const adminBefore = await unread(signedIn.admin);
    const res = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ handover_to: hrEmployee }),
    );
    expect(res.statusCode, res.body).toBe(201);
    leaveId = res.json().data.id;
    expect(res.json().data).toMatchObject({
      status: 'pending',
      approval_level: 1,
      relief: expect.any(String),
    });
    expect(res.json().data.approvals.map((l: { outcome: null }) => l.outcome)).toEqual([null, null]);

    const hrInbox = (await client(f.t, signedIn.hr).get('/hrm/leaves/approvals')).json().data;
    expect(hrInbox.results.map((r: { id: number }) => r.id)).toContain(leaveId);
    expect((await client(f.t, signedIn.admin).get('/hrm/leaves/approvals')).json().data.results).toEqual([]);
    const bell = (await client(f.t, signedIn.hr).get('/notifications'))
      .json()
      .data.results.map((n: { title: string }) => n.title);
    expect(bell.some((title: string) => title.startsWith('Waiting for your approval'))).toBe(true);
    expect(bell.some((title: string) => title.startsWith('You are named relief officer'))).toBe(true);

    // The employee cannot decide their own request; level 2 cannot act before level 1.
    // Neither decided anything: a 422 with the reason, never a success (ADR 31).
    const own = await client(f.t, signedIn.employee).post('/hrm/leaves/approve', {
      leave_request_ids: [leaveId],
    });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({
      message: M.ownRequest,
      refused: [{ id: leaveId, reason: M.ownRequest }],
    });
    const early = await client(f.t, signedIn.admin).post('/hrm/leaves/approve', {
      leave_request_ids: [leaveId],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().refused).toEqual([{ id: leaveId, reason: M.notWaitingOnYou }]);

    // The bell: HR's count rose by the waiting notice and the relief notice; the admin's by nothing yet.
    expect(await unread(signedIn.hr)).toBe(hrBefore + 2);
    expect(await unread(signedIn.admin)).toBe(adminBefore);
    const one = await client(f.t, signedIn.hr).post('/hrm/leaves/approve', { leave_request_ids: [leaveId] });
    expect(one.json().data).toEqual({ decided: 1, decided_ids: [leaveId], refused: [] });
    // Decided: HR's waiting notice leaves the bell; level 2 (the admin) is asked now.
    expect(await unread(signedIn.hr)).toBe(hrBefore + 1);
    expect(await unread(signedIn.admin)).toBe(adminBefore + 1);
    expect((await client(f.t, signedIn.admin).get(`/hrm/leaves/${leaveId}`)).json().data).toMatchObject({
      status: 'pending',
      approval_level: 2,
      can_decide: true,
    });
    const two = await client(f.t, signedIn.admin).post('/hrm/leaves/approve', {
      leave_request_ids: [leaveId],
    });
    expect(two.json().data).toEqual({ decided: 1, decided_ids: [leaveId], refused: [] });
    expect(await unread(signedIn.admin)).toBe(adminBefore);
    const done = (await client(f.t, signedIn.employee).get(`/hrm/leaves/${leaveId}`)).json().data;
    expect(done).toMatchObject({ status: 'scheduled', approval_level: 0, can_edit: false, can_cancel: true });
    expect(done.approvals.map((l: { outcome: string }) => l.outcome)).toEqual(['approved', 'approved']);
    const mine = (await client(f.t, signedIn.employee).get('/notifications')).json().data.results;
    expect(mine.some((n: { title: string }) => n.title.startsWith('Your request was approved'))).toBe(true);
  });

  it('counts what waits on an approver on their home, and the employee’s balances', async () => {
    const res = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ start_date: '2027-07-05', end_date: '2027-07-05' }),
    );
    const home = (await client(f.t, signedIn.hr).get('/home/ess')).json().data;
    expect(home.pending_leave_approvals_count).toEqual({ leave_pending: 1, number_of_employees: 1 });
    expect(home.pending_loan_approvals_count).toEqual({ loan_pending: 0, number_of_employees: 0 });
    const mine = (await client(f.t, signedIn.employee).get('/home/ess')).json().data;
    expect(mine.leaves).toContainEqual({
      id: annual,
      leave_name: 'Annual Leave',
      applicable_days: 20,
      days_taken: 0,
      remaining_days: 20,
    });
    expect(mine.pending_leave_approvals_count).toEqual({ leave_pending: 0, number_of_employees: 0 });
    await client(f.t, signedIn.employee).post('/hrm/leaves/cancel', {
      leave_request_ids: [res.json().data.id],
    });
    expect(
      (await client(f.t, signedIn.hr).get('/home/ess')).json().data.pending_leave_approvals_count
        .leave_pending,
    ).toBe(0);
  });

  it('needs a reason to reject, and a rejection at level 1 ends it', async () => {
    const res = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ start_date: '2027-04-05', end_date: '2027-04-06' }),
    );
    const id = res.json().data.id;
    const bare = await client(f.t, signedIn.hr).post('/hrm/leaves/reject', { leave_request_ids: [id] });
    expect(bare.json()).toMatchObject(fieldError('reason', M.reasonRequired));
    const rejected = await client(f.t, signedIn.hr).post(`/hrm/leaves/reject/${id}`, {
      reason: 'Quarter close',
    });
    expect(rejected.json().data).toEqual({ decided: 1, decided_ids: [id], refused: [] });
    const detail = (await client(f.t, signedIn.employee).get(`/hrm/leaves/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 'rejected' });
    expect(detail.approvals[0]).toMatchObject({ outcome: 'rejected', comment: 'Quarter close' });
    // Rejected days are free again.
    const again = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ start_date: '2027-04-05', end_date: '2027-04-06' }),
    );
    expect(again.statusCode, again.body).toBe(201);
    await client(f.t, signedIn.employee).post('/hrm/leaves/cancel', {
      leave_request_ids: [again.json().data.id],
    });
  });

  it('edits only while pending, restarting the approval; cancelling takes it out of the inbox', async () => {
    const res = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ start_date: '2027-05-03', end_date: '2027-05-04' }),
    );
    const id = res.json().data.id;
    await client(f.t, signedIn.hr).post('/hrm/leaves/approve', { leave_request_ids: [id] });
    const edited = await client(f.t, signedIn.employee).put(
      `/hrm/leaves/${id}`,
      request({ start_date: '2027-05-03', end_date: '2027-05-05' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ days: 3, status: 'pending', approval_level: 1 });
    expect(
      (await client(f.t, signedIn.hr).get('/hrm/leaves/approvals'))
        .json()
        .data.results.map((r: { id: number }) => r.id),
    ).toContain(id);
    await client(f.t, signedIn.employee).post('/hrm/leaves/cancel', { leave_request_ids: [id] });
    expect(
      (await client(f.t, signedIn.hr).get('/hrm/leaves/approvals'))
        .json()
        .data.results.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    expect((await client(f.t, signedIn.employee).get(`/hrm/leaves/${id}`)).json().data.status).toBe(
      'cancelled',
    );
    const late = await client(f.t, signedIn.employee).put(
      `/hrm/leaves/${id}`,
      request({ start_date: '2027-05-03', end_date: '2027-05-05' }),
    );
    expect(late.json()).toMatchObject(fieldError('start_date', M.onlyPendingEdited));
    const twice = await client(f.t, signedIn.employee).post('/hrm/leaves/cancel', {
      leave_request_ids: [id],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().refused).toEqual([{ id, reason: M.onlyPendingOrScheduledCancelled }]);
  });
});

describe('HR on behalf of employees, lists and filters', () => {
  it('creates for an employee, lists with filters, and deletes', async () => {
    const res = await client(f.t, signedIn.admin).post(
      '/hrm/leaves',
      request({ employee_id: me.id, start_date: '2027-09-06', end_date: '2027-09-07' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    const list = (await client(f.t, signedIn.admin).get('/hrm/leaves?status=pending&perPage=50')).json().data;
    expect(list.results.map((r: { id: number }) => r.id)).toContain(id);
    expect(list.results.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    // The list writes its rows in its statement (ADR 40): each says what the request's own page says.
    const row = list.results.find((r: { id: number }) => r.id === id);
    expect((await client(f.t, signedIn.admin).get(`/hrm/leaves/${id}`)).json().data).toMatchObject(row);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const beyond = (
      await client(f.t, signedIn.admin).get('/hrm/leaves?status=pending&perPage=50&page=99')
    ).json();
    expect(beyond.data).toEqual({ results: [], total: list.total });
    // A branch chosen in the header holds that branch's staff's requests, counted alike.
    const [placed] = (
      await tenantSql(
        demo,
        sql`SELECT e.branch_id, count(*)::int AS n FROM leave_requests r
          JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
          WHERE r.company_id = ${demo} AND r.id = ${id}
            AND e.branch_id IS NOT NULL GROUP BY e.branch_id`,
      )
    ).rows as { branch_id: number; n: number }[];
    const branch = placed?.branch_id;
    const inBranch = await tenantSql(
      demo,
      sql`SELECT count(*)::int AS n FROM leave_requests r
        JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
        WHERE r.company_id = ${demo} AND e.branch_id = ${branch}`,
    );
    const branchList = (
      await client(f.t, signedIn.admin, { 'x-active-branch': String(branch) }).get('/hrm/leaves?perPage=50')
    ).json().data;
    expect(placed?.n).toBe(1);
    expect(branchList.total).toBe((inBranch.rows[0] as { n: number }).n);
    expect(branchList.results.map((r: { id: number }) => r.id)).toContain(id);
    // A search counts through the joins it reads, in the same statement.
    const named = encodeURIComponent(row.employee_name);
    const searched = (
      await client(f.t, signedIn.admin).get(`/hrm/leaves?search_query=${named}&perPage=50`)
    ).json().data;
    expect(searched.results.map((r: { id: number }) => r.id)).toContain(id);
    expect(searched.total).toBe(searched.results.length);
    const ranged = (
      await client(f.t, signedIn.admin).get('/hrm/leaves?start_date=2027-09-07&end_date=2027-09-30')
    ).json().data;
    expect(ranged.results.map((r: { id: number }) => r.id)).toEqual([id]);
    const scheduled = (
      await client(f.t, signedIn.admin).get('/hrm/leaves?status=scheduled&perPage=50')
    ).json().data;
    expect(scheduled.results.every((r: { status: string }) => r.status === 'scheduled')).toBe(true);
    const byType = (
      await client(f.t, signedIn.admin).get(`/hrm/leaves?leave_type_id=${annual}&size=1`)
    ).json().data;
    expect(byType.results).toHaveLength(1);
    const mine = (await client(f.t, signedIn.employee).get('/hrm/leaves/me?perPage=50')).json().data;
    expect(mine.results.every((r: { employee_id: number }) => r.employee_id === me.id)).toBe(true);
    const del = await client(f.t, signedIn.admin).post('/hrm/leaves/delete', { leave_ids: [id] });
    expect(del.json().data).toEqual({ deleted: 1 });
    expect((await client(f.t, signedIn.admin).get(`/hrm/leaves/${id}`)).statusCode).toBe(404);
  });

  it('lets anyone find a colleague as relief officer, never themselves or another company’s', async () => {
    const found = (await client(f.t, signedIn.employee).get('/hrm/leaves/relief-officers')).json().data
      .results;
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((p: { id: number }) => p.id)).not.toContain(me.id);
    const hrUser = (await client(f.t, signedIn.hr).get('/user')).json().data.employee;
    const hrName = `${hrUser.first_name} ${hrUser.last_name}`;
    const byName = await client(f.t, signedIn.employee).get(
      `/hrm/leaves/relief-officers?search_query=${encodeURIComponent(hrName)}`,
    );
    expect(byName.json().data.results.map((p: { id: number }) => p.id)).toContain(hrEmployee);
    // The employee pickers' spelling, `query`, narrows the same way.
    const picker = await client(f.t, signedIn.employee).get(
      `/hrm/leaves/relief-officers?query=${encodeURIComponent(hrName)}`,
    );
    expect(picker.json().data.results.map((p: { name: string }) => p.name)).toEqual(
      byName.json().data.results.map((p: { name: string }) => p.name),
    );
    expect(picker.json().data.results.length).toBeLessThan(found.length);
    const acme = (await client(f.t, signedIn.acmeAdmin).get('/hrm/leaves/relief-officers')).json().data
      .results;
    expect(acme.map((p: { id: number }) => p.id)).not.toContain(hrEmployee);
  });

  it('keeps self-service employees to their own requests', async () => {
    expect((await client(f.t, signedIn.employee).get('/hrm/leaves')).statusCode).toBe(403);
    expect(
      (await client(f.t, signedIn.employee).post('/hrm/leaves/delete', { leave_ids: [1] })).statusCode,
    ).toBe(403);
    const other = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ employee_id: adminEmployee }),
    );
    expect(other.json()).toMatchObject(fieldError('employee_id', M.employeeUnknown));
    expect(
      (await client(f.t, signedIn.employee).get(`/hrm/leaves/balances?employee_id=${adminEmployee}`))
        .statusCode,
    ).toBe(404);
  });

  it('answers another company’s ids as not found', async () => {
    const res = await client(f.t, signedIn.employee).post(
      '/hrm/leaves',
      request({ start_date: '2027-10-04', end_date: '2027-10-04' }),
    );
    const id = res.json().data.id;
    const acme = client(f.t, signedIn.acmeAdmin);
    expect((await acme.get(`/hrm/leaves/${id}`)).statusCode).toBe(404);
    expect((await acme.put(`/hrm/leaves/${id}`, request())).statusCode).toBe(404);
    expect((await acme.post('/hrm/leaves/delete', { leave_ids: [id] })).statusCode).toBe(404);
    expect((await acme.post('/hrm/leaves/approve', { leave_request_ids: [id] })).statusCode).toBe(404);
    expect((await acme.post('/hrm/leaves/cancel', { leave_request_ids: [id] })).statusCode).toBe(404);
    const reject = await acme.post('/hrm/leaves/reject', { leave_request_ids: [id], reason: 'x' });
    expect(reject.statusCode).toBe(404);
    expect((await acme.post(`/hrm/leaves/reject/${id}`, { reason: 'x' })).statusCode).toBe(404);
    expect((await acme.get('/hrm/leaves?perPage=100')).json().data.results).toEqual([]);
    expect((await acme.post('/hrm/leaves', request({ employee_id: me.id }))).json()).toMatchObject(
      fieldError('employee_id', M.employeeUnknown),
    );
  });
});
