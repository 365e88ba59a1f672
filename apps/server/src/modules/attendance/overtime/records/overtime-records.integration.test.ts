import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OVERTIME_MESSAGES as M, type OvertimeRecord } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';
import { decisionAudits, expectNothingDecided } from '../../../../platform/approvals/inbox-assertions.ts';
import {
  makeOvertime,
  storedOvertime,
  submitPending,
  type OvertimeFixture,
} from './overtime-records.fixtures.ts';

const OT = '/attendance/overtimes';
const GROUPS = '/attendance/overtime/settings/approvals';
const f = testFile();
let demo = 0;
const c = {} as Record<'admin' | 'hr' | 'employee' | 'acme', TestClient>;
const person = { admin: 0, hr: 0, employee: 0, ada: 0, bola: 0 };
let adaName = '';

const record = (o: Omit<OvertimeFixture, 'employeeId'> & { employeeId?: number }) =>
  makeOvertime(f.t, demo, { employeeId: person.ada, ...o });
const list = async (who: keyof typeof c, query: string) =>
  dataOf<{ results: OvertimeRecord[]; total: number; start_date: string; end_date: string }>(
    await c[who].get(`${OT}?${query}`),
  );
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const march = 'start_date=2019-03-01&end_date=2019-03-31';

beforeAll(async () => {
  demo = await f.companyId('demo');
  for (const who of ['admin', 'hr', 'employee'] as const) {
    c[who] = await f.as(who);
    person[who] = dataOf<{ employee: { id: number } }>(await c[who].get('/user')).employee.id;
  }
  c.acme = await f.as('acmeAdmin');
  const branches = dataOf<{ results: { id: number; is_hq: boolean; station_name: string }[] }>(
    await c.admin.get('/organization/branches?filter=all'),
  ).results;
  const hq = branches.find((b) => b.is_hq)?.id;
  const abuja = branches.find((b) => b.station_name === 'Abuja Branch')?.id;
  const ada = await make.employee(c.admin, { branch_id: hq });
  adaName = ada.last_name;
  person.ada = ada.id;
  person.bola = (await make.employee(c.admin, { branch_id: abuja })).id;
  // The HR officer manages Abuja and Port Harcourt, without 'view all stations': give her the list.
  await f.inCompany('demo', (tx) =>
    tx.execute(sql`INSERT INTO role_permissions (company_id, role_id, permission_id)
      SELECT ur.company_id, ur.role_id, p.id FROM user_roles ur
      JOIN users u ON u.company_id = ur.company_id AND u.id = ur.user_id
      CROSS JOIN permissions p WHERE u.email = 'hr@demo.example' AND p.slug = 'view overtimes'`),
  );
  // Ada's overtime waits on the employee, then the owner.
  const group = dataOf<{ id: number }>(
    await c.admin.post(GROUPS, {
      group_name: 'Overtime committee',
      approval_types: 'Sequential',
      approvers_count: 2,
      approval_details: [{ approval_person_id: person.employee }, { approval_person_id: person.admin }],
    }),
    201,
  );
  dataOf(
    await c.admin.post(`${GROUPS}/${group.id}/assign-employees`, {
      category_type: 'employee',
      assign_category_type_ids: [person.ada],
    }),
  );
});

describe('the overtime list', () => {
  let rows: Record<'first' | 'approved' | 'rejected', number>;
  beforeAll(async () => {
    rows = {
      first: await record({ day: '2019-03-04' }),
      approved: await record({ day: '2019-03-05', minutes: 270, amountKobo: 843_750, status: 'approved' }),
      rejected: await record({ day: '2019-03-20', status: 'rejected' }),
    };
  });

  it('answers the spec’s record, times in the company’s zone, money and hours exact', async () => {
    const page = await list('admin', `${march}&search_query=${adaName}`);
    expect(page).toMatchObject({ total: 3, start_date: '2019-03-01', end_date: '2019-03-31' });
    expect(ids(page.results)).toEqual([rows.rejected, rows.approved, rows.first]);
    expect(page.results[2]).toMatchObject({
      employee_id: person.ada,
      date: '2019-03-04',
      start_date: '2019-03-04 17:30',
      end_date: '2019-03-04 19:00',
      start_time: '17:30',
      end_time: '19:00',
      start_at: '2019-03-04T16:30:00.000Z',
      actual_overtime: 90,
      overtime_in_hour: '1.50',
      amount: '2812.50',
      amount_kobo: 281_250,
      status: 'pending',
      changed_after_approval: null,
      can_decide: false,
      level_label: 'Pending',
    });
    expect(page.results[1]).toMatchObject({
      overtime_in_hour: '4.50',
      amount: '8437.50',
      status: 'approved',
    });
  });

  it('filters by status, dates and search, and pages with per_page or perPage', async () => {
    expect(ids((await list('admin', `${march}&search_query=${adaName}&status=approved`)).results)).toEqual([
      rows.approved,
    ]);
    const day = await list('admin', `start_date=2019-03-05&end_date=2019-03-05&search_query=${adaName}`);
    expect(ids(day.results)).toEqual([rows.approved]);
    for (const size of ['per_page=1', 'perPage=1']) {
      const page = await list('admin', `${march}&search_query=${adaName}&${size}&page=2`);
      expect(page).toMatchObject({ total: 3 });
      expect(ids(page.results)).toEqual([rows.approved]);
    }
    expect((await list('admin', `${march}&search_query=nobody-by-this-name`)).total).toBe(0);
  });

  it('refuses a bad status and a range that ends before it starts', async () => {
    expectFieldError(await c.admin.get(`${OT}?status=done`), 'status', M.statusInvalid);
    expectFieldError(
      await c.admin.get(`${OT}?start_date=2019-03-05&end_date=2019-03-01`),
      'end_date',
      M.rangeOrder,
    );
  });

  it('lists the company’s current month without dates (not the spec’s 2019 range)', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const now = await record({ day: today, start: '00:00', minutes: 1 });
    const page = await list('admin', `search_query=${adaName}`);
    expect(page.start_date).toBe(`${today.slice(0, 7)}-01`);
    expect(page.end_date.slice(0, 7)).toBe(today.slice(0, 7));
    expect(ids(page.results)).toEqual([now]);
  });
});

describe('who sees which records', () => {
  let adas = 0;
  let bolas = 0;
  let own = 0;
  beforeAll(async () => {
    adas = await record({ day: '2019-04-01' });
    bolas = await record({ employeeId: person.bola, day: '2019-04-01' });
    own = await record({ employeeId: person.employee, day: '2019-04-01' });
    await submitPending(f.t);
  });
  const april = 'start_date=2019-04-01&end_date=2019-04-30&per_page=100';

  it('approves a record at once when no approver group covers its employee (as leave)', async () => {
    expect(await storedOvertime(f.t, demo, bolas)).toMatchObject({ status: 'approved', decided: true });
    expect(await storedOvertime(f.t, demo, adas)).toMatchObject({ status: 'pending' });
  });

  it('shows an admin the records of the branches they manage', async () => {
    expect(ids((await list('admin', april)).results)).toEqual(expect.arrayContaining([adas, bolas, own]));
    const hr = ids((await list('hr', april)).results);
    expect(hr).toContain(bolas);
    expect(hr).not.toContain(adas);
  });

  it('shows an employee their own records and those waiting on them', async () => {
    const page = await list('employee', april);
    expect(ids(page.results).sort()).toEqual([adas, own].sort());
    expect(page.results.find((r) => r.id === adas)).toMatchObject({
      can_decide: true,
      level: 1,
      level_label: '1st Approver',
    });
    expect(ids((await list('employee', `${april}&scope=own`)).results)).toEqual([own]);
    expect(ids((await list('employee', `${april}&scope=waiting`)).results)).toEqual([adas]);
    // The owner asks for the ESS list: theirs and what waits on them, not the branches.
    expect(ids((await list('admin', `${april}&scope=mine`)).results)).not.toContain(bolas);
  });
});

describe('approving and rejecting', () => {
  const decide = (who: keyof typeof c, action: 'approve' | 'reject', body: object) =>
    c[who].post(`${OT}/${action}`, body);

  it('approves level by level, then the record is approved, with an audit row a decision', async () => {
    const id = await record({ day: '2019-06-03' });
    await submitPending(f.t);
    const first = dataOf(await decide('employee', 'approve', { overtime_ids: [id] }));
    expect(first).toEqual({ decided: 1, decided_ids: [id], refused: [] });
    expect(await storedOvertime(f.t, demo, id)).toMatchObject({ status: 'pending' });
    const page = await list('admin', 'start_date=2019-06-03&end_date=2019-06-03');
    expect(page.results.find((r) => r.id === id)).toMatchObject({ can_decide: true, level: 2 });
    const last = await decide('admin', 'approve', { overtime_ids: [id] });
    expect(last.json()).toMatchObject({ message: M.approved, data: { decided_ids: [id] } });
    expect(await storedOvertime(f.t, demo, id)).toMatchObject({ status: 'approved', decided: true });
    expect(await decisionAudits(f.t, 'overtime', id)).toHaveLength(2);
  });

  it('needs a reason to reject, and keeps it on the record', async () => {
    const id = await record({ day: '2019-06-04' });
    await submitPending(f.t);
    expectFieldError(await decide('employee', 'reject', { overtime_ids: [id] }), 'reason', M.reasonRequired);
    const res = await decide('employee', 'reject', { overtime_ids: [id], reason: 'Not agreed beforehand' });
    expect(res.json()).toMatchObject({ message: M.rejected, data: { decided_ids: [id] } });
    expect(await storedOvertime(f.t, demo, id)).toMatchObject({
      status: 'rejected',
      reason: 'Not agreed beforehand',
    });
    // Decided, it no longer waits on the employee, so it leaves their list; the admin sees it.
    expect(ids((await list('employee', 'start_date=2019-06-04&end_date=2019-06-04')).results)).toEqual([]);
    const row = (await list('admin', 'start_date=2019-06-04&end_date=2019-06-04')).results;
    expect(row.find((r) => r.id === id)).toMatchObject({
      status: 'rejected',
      reason: 'Not agreed beforehand',
      can_decide: false,
    });
  });

  it('refuses one’s own overtime, what is not waiting on you and what is decided, per id', async () => {
    const mine = await record({ employeeId: person.employee, day: '2019-06-05' });
    const adas = await record({ day: '2019-06-05' });
    await submitPending(f.t);
    // No group covers the employee: their own record was approved at once, so it is no longer pending.
    expectNothingDecided(
      await decide('employee', 'approve', { overtime_ids: [mine] }),
      'overtime_ids',
      M.refusedNotPending,
      [{ id: mine, reason: M.refusedNotPending }],
    );
    expectNothingDecided(
      await decide('hr', 'approve', { overtime_ids: [adas] }),
      'overtime_ids',
      M.refusedNotWaiting,
      [{ id: adas, reason: M.refusedNotWaiting }],
    );
    const both = await decide('hr', 'approve', { overtime_ids: [adas, mine] });
    expectNothingDecided(both, 'overtime_ids', M.noneDecided, [
      { id: adas, reason: M.refusedNotWaiting },
      { id: mine, reason: M.refusedNotPending },
    ]);
    // A partial batch is a success that names the others.
    const partial = dataOf(await decide('employee', 'approve', { overtime_ids: [adas, mine] }));
    expect(partial).toEqual({
      decided: 1,
      decided_ids: [adas],
      refused: [{ id: mine, reason: M.refusedNotPending }],
    });
  });

  it('never lets the requester decide their own overtime, even when named on a level', async () => {
    const selfGroup = dataOf<{ id: number }>(
      await c.admin.post(GROUPS, {
        group_name: 'Self check',
        approval_types: 'Sequential',
        approvers_count: 1,
        approval_details: [{ approval_person_id: person.employee, alt_approval_person_id: person.hr }],
      }),
      201,
    );
    await c.admin.post(`${GROUPS}/${selfGroup.id}/assign-employees`, {
      category_type: 'employee',
      assign_category_type_ids: [person.employee],
    });
    const id = await record({ employeeId: person.employee, day: '2019-06-06' });
    await submitPending(f.t);
    const own = await decide('employee', 'approve', { overtime_ids: [id] });
    expectNothingDecided(own, 'overtime_ids', M.refusedOwn, [{ id, reason: M.refusedOwn }]);
    expect(dataOf(await decide('hr', 'approve', { overtime_ids: [id] }))).toMatchObject({ decided: 1 });
  });

  it('refuses a record whose day is not over: it has not been sent for approval', async () => {
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const id = await record({ day: later });
    await submitPending(f.t);
    expectNothingDecided(
      await decide('admin', 'approve', { overtime_ids: [id] }),
      'overtime_ids',
      M.refusedNotSubmitted,
      [{ id, reason: M.refusedNotSubmitted }],
    );
  });

  it('answers another company’s id with a 404 and decides nothing', async () => {
    const acmeEmployee = await f.firstId('acme', 'employees');
    const theirs = await makeOvertime(f.t, await f.companyId('acme'), {
      employeeId: acmeEmployee,
      day: '2019-06-07',
    });
    const res = await decide('admin', 'approve', { overtime_ids: [theirs] });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });

  it('needs at least one id', async () => {
    expectFieldError(await decide('admin', 'approve', { overtime_ids: [] }), 'overtime_ids', M.idsRequired);
  });
});

describe('the month’s approved totals', () => {
  it('sums each employee’s approved overtime of the month, in one answer with the grand total', async () => {
    await record({ day: '2019-08-05', status: 'approved', amountKobo: 281_250 });
    await record({ day: '2019-08-30', status: 'approved', minutes: 270, amountKobo: 843_750 });
    await record({ day: '2019-08-06', status: 'pending' });
    await record({ day: '2019-09-01', status: 'approved' });
    const totals = dataOf<{ results: { employee_id: number }[]; total: number; total_amount: string }>(
      await c.admin.get(`${OT}/approved-totals?month=2019-08&search_query=${adaName}`),
    );
    expect(totals).toMatchObject({ total: 1, month: '2019-08', total_amount: '11250.00' });
    expect(totals.results).toEqual([
      expect.objectContaining({
        employee_id: person.ada,
        records: 2,
        actual_overtime: 360,
        overtime_in_hour: '6.00',
        amount: '11250.00',
        amount_kobo: 1_125_000,
      }),
    ]);
  });

  it('needs view overtimes, and a month written yyyy-MM', async () => {
    expect((await c.employee.get(`${OT}/approved-totals`)).statusCode).toBe(403);
    expectFieldError(await c.admin.get(`${OT}/approved-totals?month=2019-13`), 'month', M.monthInvalid);
  });
});
