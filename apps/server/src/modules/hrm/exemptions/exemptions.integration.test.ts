import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXEMPTION_MESSAGES as M } from '@clockroom/contracts';
import { signedInCast, testFile, type CastMember } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import {
  APPROVED_AT_TWO_LEVELS,
  decisionAudits,
  expectNothingDecided,
} from '../../../platform/approvals/inbox-assertions.ts';
import { approvedExemptionsBetween } from './approved-exemptions.repository.ts';

const BASE = '/hrm/exemptions';
const f = testFile();
let demo: number;
const { as, person } = signedInCast(f);
/** A demo employee outside the HR officer's branches, with no approver group. */
let outsider = 0;

const fieldError = (field: string, message: string) => ({
  message,
  errors: expect.arrayContaining([expect.objectContaining({ field, message })]),
});

/** Dates far from the seed's, one per test, so no two requests clash by accident. */
let day = 0;
const nextDate = () => {
  day += 1;
  return `2031-03-${String(day).padStart(2, '0')}`;
};

async function request(who: CastMember, body: Record<string, unknown> = {}) {
  const res = await as(who).post(BASE, {
    date: nextDate(),
    exemption_reason: 'Hospital appointment',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string; date: string };
}

const decide = (who: CastMember, action: 'approve' | 'reject', body: Record<string, unknown>) =>
  as(who).post(`${BASE}/${action}`, body);

beforeAll(async () => {
  demo = await f.companyId('demo');
  const managed = await f.t.database.owner.execute<{ id: number }>(
    sql`SELECT e.id::int AS id FROM employees e
        WHERE e.company_id = ${demo} AND e.archived_at IS NULL
          AND e.id NOT IN (${person.admin}, ${person.hr}, ${person.employee})
          AND e.branch_id NOT IN (SELECT branch_id FROM branch_managers WHERE employee_id = ${person.hr})
        ORDER BY e.id LIMIT 1`,
  );
  outsider = must(managed.rows[0], 'an employee outside the HR branches').id;
  // The employee's exemptions go to the HR officer, then the owner (ADR 22, Sequential).
  const group = await as('admin').post(`${BASE}/settings/approvals`, {
    description: 'Self-service exemptions',
    approval_types: 'Sequential',
    category_type: 'employees',
    employees: [person.employee],
    branch_id: 0,
    no_approvals: 2,
    approver_details: [{ approver_person_id: person.hr }, { approver_person_id: person.admin }],
  });
  expect(group.statusCode, group.body).toBe(201);
});

describe('requesting an exemption', () => {
  it('creates the signed-in employee’s own request, pending on the 1st approver', async () => {
    const res = await as('employee').post(BASE, { date: '2031-01-05', exemption_reason: ' Court summons ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.created,
      data: {
        employee_id: person.employee,
        date: '2031-01-05',
        exemption_reason: 'Court summons',
        exemption_status: 'pending',
        status: 'pending',
        approval_type: 'Sequential',
        can_edit: true,
        can_decide: false,
        levels: [
          { level: 1, label: '1st Approver', outcome: null },
          { level: 2, label: '2nd Approver', outcome: null },
        ],
      },
    });
  });

  it.each([
    [{ date: '' }, 'date', M.dateRequired],
    [{ date: '2031-02-30' }, 'date', M.dateRequired],
    [{ date: undefined }, 'date', M.dateRequired],
    [{ exemption_reason: '   ' }, 'exemption_reason', M.reasonRequired],
    [{ exemption_reason: undefined }, 'exemption_reason', M.reasonRequired],
    [{ exemption_reason: 'x'.repeat(1001) }, 'exemption_reason', M.reasonTooLong],
  ])('refuses %j with a clear message', async (change, field, message) => {
    const res = await as('employee').post(BASE, { date: '2031-01-06', exemption_reason: 'Ok', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(fieldError(field, message));
  });

  it('refuses a second pending or approved request for the same day', async () => {
    const res = await as('employee').post(BASE, { date: '2031-01-05', exemption_reason: 'Again' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(fieldError('date', M.duplicate));
  });

  it("needs 'create exemption' to request for someone else, and a current employee the creator sees", async () => {
    const denied = await as('employee').post(BASE, {
      employee_id: person.hr,
      date: nextDate(),
      exemption_reason: 'For a colleague',
    });
    expect(denied.statusCode).toBe(403);
    const unseen = await as('hr').post(BASE, {
      employee_id: outsider,
      date: nextDate(),
      exemption_reason: 'Outside my branches',
    });
    expect(unseen.json()).toMatchObject(fieldError('employee_id', M.employeeRequired));
  });

  it('is approved at once for an employee no group applies to (the no-group rule is approve)', async () => {
    const made = await request('admin', { employee_id: outsider });
    expect(made).toMatchObject({ status: 'approved' });
    const rows = await runAsTenant(
      f.t.database,
      demo,
      { system: 'test' },
      { error: () => undefined },
      (ctx) => approvedExemptionsBetween(ctx.tx, demo, made.date, made.date, [outsider]),
    );
    expect(rows).toEqual([
      { id: made.id, employee_id: outsider, date: made.date, exemption_reason: 'Hospital appointment' },
    ]);
  });
});

describe('reading exemptions', () => {
  it("lists the employee's own with the status and date filters", async () => {
    const own = await as('employee').get(`${BASE}/employee?perPage=100`);
    expect(own.statusCode, own.body).toBe(200);
    const rows = own.json().data.results as { employee_id: number; date: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.employee_id === person.employee)).toBe(true);
    const narrowed = await as('employee').get(
      `${BASE}/employee?status=pending&start_date=2031-01-05&end_date=2031-01-05`,
    );
    expect(narrowed.json().data).toMatchObject({ total: 1, results: [{ date: '2031-01-05' }] });
    const none = await as('employee').get(
      `${BASE}/employee?status=approved&start_date=2031-01-05&end_date=2031-01-05`,
    );
    expect(none.json().data.total).toBe(0);
    const bad = await as('employee').get(`${BASE}/employee?start_date=2031-02-01&end_date=2031-01-01`);
    expect(bad.json()).toMatchObject(fieldError('end_date', M.dateRangeInvalid));
    expect((await as('employee').get(`${BASE}/employee?status=maybe`)).statusCode).toBe(422);
  });

  it("lists everyone's for 'view exemptions' holders, in the branches they manage, searchable by name", async () => {
    expect((await as('employee').get(`${BASE}/view-all`)).statusCode).toBe(403);
    const all = await as('admin').get(`${BASE}/view-all?perPage=100`);
    const ids = (all.json().data.results as { employee_id: number }[]).map((r) => r.employee_id);
    expect(ids).toContain(outsider);
    const hr = await as('hr').get(`${BASE}/view-all?perPage=100`);
    expect((hr.json().data.results as { employee_id: number }[]).map((r) => r.employee_id)).not.toContain(
      outsider,
    );
    const name = (await as('admin').get(`/organization/employees/${person.employee}`)).json().data;
    const searched = await as('admin').get(
      `${BASE}/view-all?search_query=${encodeURIComponent(String(name.last_name ?? name.employee?.last_name ?? ''))}&per_page=100`,
    );
    expect(
      (searched.json().data.results as { employee_id: number }[]).some(
        (r) => r.employee_id === person.employee,
      ),
    ).toBe(true);
  });

  it('shows one request to its employee, its approvers and viewers; others get a 404', async () => {
    const mine = await request('employee');
    expect((await as('employee').get(`${BASE}/${mine.id}`)).statusCode).toBe(200);
    const hr = await as('hr').get(`${BASE}/${mine.id}`);
    expect(hr.json().data).toMatchObject({ can_decide: true });
    const theirs = await request('admin', { employee_id: outsider });
    expect((await as('employee').get(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await as('hr').get(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await as('acme').get(`${BASE}/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('approving through a Sequential two-level group', () => {
  it('goes 1st approver, then 2nd; the approved request can no longer be edited', async () => {
    const item = await request('employee');
    const inbox = (who: CastMember) =>
      as(who)
        .get(`${BASE}/approval/requests?perPage=100`)
        .then((r) => r.json().data.results as { id: number; level_label: string }[]);
    expect(await inbox('hr')).toContainEqual(
      expect.objectContaining({ id: item.id, level_label: '1st Approver' }),
    );
    expect((await inbox('admin')).map((r) => r.id)).not.toContain(item.id);

    const early = await decide('admin', 'approve', { exemption_request_ids: [item.id] });
    expectNothingDecided(early, 'exemption_request_ids', M.refusedNotWaiting, [
      { id: item.id, reason: M.refusedNotWaiting },
    ]);

    const first = await decide('hr', 'approve', { exemption_request_ids: [item.id] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: M.approved,
      data: { decided: 1, decided_ids: [item.id], refused: [] },
    });
    expect((await inbox('hr')).map((r) => r.id)).not.toContain(item.id);
    expect(await inbox('admin')).toContainEqual(
      expect.objectContaining({ id: item.id, level_label: '2nd Approver' }),
    );
    const last = await as('admin').post(`${BASE}/approve`, { exemption_request_ids: [String(item.id)] });
    expect(last.json().data).toEqual({ decided: 1, decided_ids: [item.id], refused: [] });
    // One audit row a decision: who, and the request's status before and after.
    expect(await decisionAudits(f.t, 'exemption', item.id)).toEqual(APPROVED_AT_TWO_LEVELS);

    const seen = (await as('employee').get(`${BASE}/${item.id}`)).json().data;
    expect(seen).toMatchObject({
      exemption_status: 'approved',
      can_edit: false,
      levels: [{ outcome: 'approved' }, { outcome: 'approved' }],
    });
    const edit = await as('employee').put(`${BASE}/${item.id}`, {
      date: item.date,
      exemption_reason: 'Changed',
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe(M.notPending);
  });

  it('refuses the requester their own request', async () => {
    const own = await request('hr', { employee_id: person.employee });
    // The HR officer created it, but it is the employee's: the employee may not decide it.
    const res = await decide('employee', 'approve', { exemption_request_ids: [own.id] });
    expectNothingDecided(res, 'exemption_request_ids', M.refusedOwn, [{ id: own.id, reason: M.refusedOwn }]);
    expect(await decisionAudits(f.t, 'exemption', own.id)).toEqual([]);
  });

  it('needs a reason to reject, and a rejection ends the request', async () => {
    const item = await request('employee');
    const bare = await decide('hr', 'reject', { id: item.id });
    expect(bare.json()).toMatchObject(fieldError('reason', M.rejectReasonRequired));
    const res = await decide('hr', 'reject', { id: item.id, reason: 'Month-end stock count' });
    expect(res.json()).toMatchObject({ message: M.rejected, data: { decided: 1, decided_ids: [item.id] } });
    expect(await decisionAudits(f.t, 'exemption', item.id)).toMatchObject([
      { action: 'reject', before: { status: 'pending' }, after: { status: 'rejected' } },
    ]);
    const seen = (await as('employee').get(`${BASE}/${item.id}`)).json().data;
    expect(seen).toMatchObject({ status: 'rejected' });
    expect(seen.levels[0]).toMatchObject({ outcome: 'rejected', comment: 'Month-end stock count' });
    // A rejected day may be asked for again.
    expect((await as('employee').post(BASE, { date: item.date, exemption_reason: 'Again' })).statusCode).toBe(
      201,
    );
  });

  it('answers a bulk action with what was decided and why the others were not', async () => {
    const a = await request('employee');
    const b = await request('employee');
    await decide('hr', 'approve', { exemption_request_ids: [a.id] });
    const res = await decide('hr', 'approve', { exemption_request_ids: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      decided: 1,
      decided_ids: [b.id],
      refused: [{ id: a.id, reason: M.refusedNotWaiting }],
    });
    expect(await decisionAudits(f.t, 'exemption', b.id)).toHaveLength(1);
    const both = await decide('hr', 'approve', { exemption_request_ids: [a.id, b.id] });
    expectNothingDecided(both, 'exemption_request_ids', M.refusedNotWaiting, [
      { id: a.id, reason: M.refusedNotWaiting },
      { id: b.id, reason: M.refusedNotWaiting },
    ]);
    // Different reasons: the 422's message sums up, each reason once on the field. HR's own request
    // has no group, so it was approved at once; a waits on the owner now.
    const decidedAtOnce = await request('hr');
    const mixed = await decide('hr', 'approve', { exemption_request_ids: [decidedAtOnce.id, a.id] });
    expectNothingDecided(mixed, 'exemption_request_ids', M.noneDecided, [
      { id: decidedAtOnce.id, reason: M.refusedNotPending },
      { id: a.id, reason: M.refusedNotWaiting },
    ]);
    expect((await decide('hr', 'approve', {})).json()).toMatchObject(
      fieldError('exemption_request_ids', M.idsRequired),
    );
    expect((await as('hr').post(`${BASE}/cancel`, { id: a.id })).statusCode).toBe(422);
  });

  it("answers 404 for another company's ids", async () => {
    const item = await request('employee');
    expect((await as('acme').post(`${BASE}/approve`, { exemption_request_ids: [item.id] })).statusCode).toBe(
      404,
    );
    expect(
      (await as('acme').put(`${BASE}/${item.id}`, { date: item.date, exemption_reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await as('acme').delete(`${BASE}/${item.id}`)).statusCode).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('edits a pending request and starts its approval again', async () => {
    const item = await request('employee');
    await decide('hr', 'approve', { exemption_request_ids: [item.id] });
    const date = nextDate();
    const res = await as('employee').put(`${BASE}/${item.id}`, { date, exemption_reason: 'Moved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      date,
      exemption_reason: 'Moved',
      levels: [{ outcome: null }, { outcome: null }],
    });
    const inbox = await as('hr').get(`${BASE}/approval/requests?perPage=100`);
    expect((inbox.json().data.results as { id: number }[]).map((r) => r.id)).toContain(item.id);
    // Viewing is not editing: the officer without 'edit exemption' in her branches may not.
    const other = await request('admin', { employee_id: outsider });
    expect((await as('hr').put(`${BASE}/${other.id}`, { date, exemption_reason: 'x' })).statusCode).toBe(404);
  });

  it("deletes by the spec's [ids] path, by one id and by body, with their approvals", async () => {
    const a = await request('employee');
    const b = await request('employee');
    const c = await request('employee');
    expect((await as('hr').delete(`${BASE}/${a.id}`)).statusCode).toBe(403);
    const res = await as('admin').delete(`${BASE}/${a.id},${b.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.deleted, data: { deleted: 2 } });
    expect((await as('admin').get(`${BASE}/${a.id}`)).statusCode).toBe(404);
    const left = await f.t.database.owner.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM approval_requests WHERE company_id = ${demo} AND module = 'exemption' AND subject_id IN (${a.id}, ${b.id})`,
    );
    expect(must(left.rows[0], 'count').n).toBe(0);
    const body = await as('admin').delete(BASE, { exemption_request_ids: [c.id] });
    expect(body.json().data).toEqual({ deleted: 1 });
    expect((await as('admin').delete(`${BASE}/${c.id}`)).statusCode).toBe(404);
    expect((await as('admin').delete(`${BASE}/abc`)).statusCode).toBe(422);
  });
});
