import { beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { LEAVE_MESSAGES as M } from '@clockroom/contracts';
import { signedInCast, testFile, type CastMember } from '../../../test/kit.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import {
  APPROVED_AT_TWO_LEVELS,
  decisionAudits,
  expectNothingDecided,
} from '../../../platform/approvals/inbox-assertions.ts';

/**
 * Leave decisions through the inbox kit (ADR 31): one result shape, a 422 when nothing was decided
 * (approving one's own leave answered 200 'Leave request approved successfully' with nothing
 * decided), partial batches, audit rows, and the inbox listing as one statement.
 */
const log = pino({ level: 'silent' });
const f = testFile();
const { as, person } = signedInCast(f);
let leaveType = 0;

/** One week a request, Monday to Tuesday, far from the other leave tests' dates. */
let week = 0;
async function requestLeave(who: 'employee' | 'admin'): Promise<number> {
  week += 1;
  const monday = new Date(Date.UTC(2028, 0, 3 + 7 * week)).toISOString().slice(0, 10);
  const tuesday = new Date(Date.UTC(2028, 0, 4 + 7 * week)).toISOString().slice(0, 10);
  const res = await as(who).post('/hrm/leaves', {
    employee_id: person[who],
    leave_type_id: leaveType,
    start_date: monday,
    end_date: tuesday,
    handover_to: 0,
    note: 'Decision test',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const approve = (who: CastMember, body: Record<string, unknown>) => as(who).post('/hrm/leaves/approve', body);

beforeAll(async () => {
  const demo = await f.companyId('demo');
  const type = await runAsTenant(f.t.database, demo, { system: 'test' }, log, (ctx) =>
    ctx.tx.execute<{
      id: number;
    }>(sql`INSERT INTO leave_types (company_id, leave_name, weekend, applicable_days)
      VALUES (${demo}, 'Decision Test Leave', '{Saturday,Sunday}', 200) RETURNING id`),
  );
  leaveType = Number(type.rows[0]?.id);
  // The employee's leave goes to the HR officer, then the owner; nobody else's has a group.
  const group = await as('admin').post('/hrm/leaves/settings/approversettings', {
    description: 'Decision tests',
    approval_types: 'Sequential',
    category_type: 'employees',
    employees: [person.employee],
    branch_id: 0,
    no_approvals: 2,
    approver_details: [
      { approver_person_id: person.hr, alt_approver_person_id: '' },
      { approver_person_id: person.admin, alt_approver_person_id: '' },
    ],
  });
  expect(group.statusCode, group.body).toBe(201);
});

describe('a leave decision that decides nothing', () => {
  it("approving one's own leave is a 422 with the reason, not 'approved successfully'", async () => {
    const id = await requestLeave('employee');
    const res = await approve('employee', { leave_request_ids: [id] });
    expectNothingDecided(res, 'leave_request_ids', M.ownRequest, [{ id, reason: M.ownRequest }]);
    expect(res.json().message).not.toBe(M.approved);
    expect((await as('employee').get(`/hrm/leaves/${id}`)).json().data).toMatchObject({
      status: 'pending',
      approval_level: 1,
    });
    expect(await decisionAudits(f.t, 'leave', id)).toEqual([]);
  });

  it('an already decided request, by id in the body, is a 422 saying it is no longer pending', async () => {
    // The owner has no group: their request is approved at once.
    const id = await requestLeave('admin');
    const res = await approve('admin', { id });
    expectNothingDecided(res, 'leave_request_ids', M.notPending, [{ id, reason: M.notPending }]);
  });

  it('a rejection needs a reason before anything is looked at; an unknown id is a 404', async () => {
    const id = await requestLeave('employee');
    const bare = await as('hr').post(`/hrm/leaves/reject/${id}`, {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ message: M.reasonRequired, errors: [{ field: 'reason' }] });
    const unknown = await approve('hr', { leave_request_ids: [id, 999_999_999] });
    expect(unknown.statusCode).toBe(404);
    expect((await approve('hr', {})).json()).toMatchObject({
      message: M.idsRequired,
      errors: [expect.objectContaining({ field: 'leave_request_ids' })],
    });
    expect(await decisionAudits(f.t, 'leave', id)).toEqual([]);
  });
});

describe('a leave decision that decides some or all', () => {
  it('decides what waits on the approver, lists the others with their reason, and audits each', async () => {
    const a = await requestLeave('employee');
    const b = await requestLeave('employee');
    const first = await approve('hr', { leave_request_ids: [a] });
    expect(first.json()).toMatchObject({
      message: M.approved,
      data: { decided: 1, decided_ids: [a], refused: [] },
    });
    // a now waits on the owner, b still on HR: a partial batch is a 200 naming a's reason.
    const partial = await approve('hr', { leave_request_ids: [a, b] });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      message: M.approved,
      data: { decided: 1, decided_ids: [b], refused: [{ id: a, reason: M.notWaitingOnYou }] },
    });
    const last = await approve('admin', { leave_request_ids: [a, b] });
    expect(last.json().data).toEqual({ decided: 2, decided_ids: [a, b], refused: [] });
    expect(await decisionAudits(f.t, 'leave', a)).toEqual(APPROVED_AT_TWO_LEVELS);
  });

  it('rejects by the spec’s /reject/{id} with a comment as the reason, audited with it', async () => {
    const id = await requestLeave('employee');
    const res = await as('hr').post(`/hrm/leaves/reject/${id}`, { comment: 'Month-end close' });
    expect(res.json()).toMatchObject({
      message: M.rejected,
      data: { decided: 1, decided_ids: [id], refused: [] },
    });
    expect(await decisionAudits(f.t, 'leave', id)).toEqual([
      {
        action: 'reject',
        actor: expect.any(Number),
        before: { status: 'pending' },
        after: { status: 'rejected', reason: 'Month-end close' },
      },
    ]);
  });

  it('cancels in the same shape, and a cancel that cancels nothing is a 422', async () => {
    const id = await requestLeave('employee');
    const done = await as('employee').post('/hrm/leaves/cancel', { leave_request_ids: [id] });
    expect(done.json()).toMatchObject({
      message: M.cancelled,
      data: { decided: 1, decided_ids: [id], refused: [] },
    });
    const again = await as('employee').post('/hrm/leaves/cancel', { id });
    expectNothingDecided(again, 'leave_request_ids', M.onlyPendingOrScheduledCancelled, [
      { id, reason: M.onlyPendingOrScheduledCancelled },
    ]);
  });
});

describe('the leave approvals inbox', () => {
  it('pages what waits on the approver, newest first, with its level and total', async () => {
    const older = await requestLeave('employee');
    const newer = await requestLeave('employee');
    const page = (await as('hr').get('/hrm/leaves/approvals?perPage=1')).json().data;
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ id: newer, status: 'pending', approval_level: 1 });
    // Written in its statement (ADR 40), an inbox row says what the request's own page says.
    expect((await as('hr').get(`/hrm/leaves/${newer}`)).json().data).toMatchObject(page.results[0]);
    const all = (await as('hr').get('/hrm/leaves/approvals?perPage=100')).json().data;
    expect(all.total).toBe(all.results.length);
    expect(page.total).toBe(all.total);
    expect(all.results.map((r: { id: number }) => r.id)).toContain(older);
    // Past the end, the total is still told; a filter counts what it kept.
    const beyond = (await as('hr').get(`/hrm/leaves/approvals?perPage=100&page=9`)).json().data;
    expect(beyond).toEqual({ results: [], total: all.total });
    const filtered = (await as('hr').get('/hrm/leaves/approvals?status=pending&search_query=decision')).json()
      .data;
    expect(filtered.total).toBe(all.total);
    const none = (await as('hr').get('/hrm/leaves/approvals?status=scheduled')).json().data;
    expect(none).toEqual({ results: [], total: 0 });
    // After level 1, the owner's inbox shows it at level 2; nobody else's holds it.
    await approve('hr', { leave_request_ids: [older] });
    const owner = (await as('admin').get('/hrm/leaves/approvals?perPage=100')).json().data.results;
    expect(owner).toContainEqual(expect.objectContaining({ id: older, approval_level: 2 }));
    expect((await as('acme').get('/hrm/leaves/approvals')).json().data.total).toBe(0);
  });
});
