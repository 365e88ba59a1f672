import { sql } from 'drizzle-orm';
import { notificationText } from '@clockroom/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, createTestApp, type TestApp } from '../../test/harness.ts';
import { must } from '../../test/must.ts';
import type { RequestContext } from '../http/context.ts';
import { runAsTenant } from '../tenancy/tenant-work.ts';
import * as repo from './approvals.repository.ts';
import { insertGroup } from './group-choice.repository.ts';

/**
 * The engine end to end on the database (ADR 22): a stand-in module registers its subject, and
 * requests move through a stored group, with history, notifications and the module's consequence.
 */
let t: TestApp;
let demo: number;
let acme: number;
const people = { requester: 0, first: 0, second: 0, loner: 0 };
const decided: { subjectId: number; status: string }[] = [];
const log = { error: () => undefined };

const as = <T>(companyId: number, fn: (ctx: RequestContext) => Promise<T>) =>
  runAsTenant(t.database, companyId, { system: 'approvals test' }, log, fn);

async function employeeOf(email: string): Promise<number> {
  const r = await t.database.owner.execute<{ id: number }>(
    sql`SELECT employee_id::int AS id FROM users WHERE email = ${email} AND employee_id IS NOT NULL`,
  );
  return must(r.rows[0], email).id;
}

async function notificationsOf(employeeId: number, kind: string): Promise<number> {
  const r = await t.database.owner.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.company_id = n.company_id AND u.id = n.recipient_user_id
        WHERE u.employee_id = ${employeeId} AND n.kind = ${kind}`,
  );
  return must(r.rows[0], 'count').n;
}

const submit = (subjectId: number, requester = people.requester) =>
  as(demo, (ctx) => t.app.approvals.submit(ctx, 'test-item', subjectId, requester));
const act = (subjectId: number, actorId: number, action: 'approve' | 'reject', comment?: string) =>
  as(demo, (ctx) =>
    t.app.approvals.decide(ctx, 'test-item', { subjectIds: [subjectId], actorId, action, comment }),
  );

beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
  acme = await companyIdOf(t, 'acme');
  people.requester = await employeeOf('employee@demo.example');
  people.first = await employeeOf('hr@demo.example');
  people.second = await employeeOf('admin@demo.example');
  const loner = await t.database.owner.execute<{ id: number }>(
    sql`SELECT id::int AS id FROM employees WHERE company_id = ${demo} AND id NOT IN (${people.requester}, ${people.first}, ${people.second}) ORDER BY id LIMIT 1`,
  );
  people.loner = must(loner.rows[0], 'another employee').id;
  t.app.approvals.register({
    module: 'test-item',
    noGroupRule: () => 'approve',
    describe: (_ctx, subjectId) =>
      Promise.resolve(notificationText('exemptionGone', { id: String(subjectId) })),
    onDecided: (_ctx, subjectId, status) => {
      decided.push({ subjectId, status });
      return Promise.resolve();
    },
  });
  await as(demo, (ctx) =>
    insertGroup(ctx.tx, demo, {
      module: 'test-item',
      description: 'Two steps for one employee',
      basis: 'employees',
      memberIds: [people.requester],
      branchId: null,
      approvalType: 'Sequential',
      levels: [
        { level: 1, approverId: people.first, altApproverId: null },
        { level: 2, approverId: people.second, altApproverId: null },
      ],
    }),
  );
});
afterAll(() => t.close());

describe('a request through a stored Sequential group', () => {
  it('asks level 1, then level 2, and the last approval approves it and tells the requester', async () => {
    expect(await submit(1)).toMatchObject({ status: 'pending' });
    expect(await notificationsOf(people.first, 'test-item.approval-requested')).toBe(1);
    expect(await notificationsOf(people.second, 'test-item.approval-requested')).toBe(0);

    expect(await act(1, people.second, 'approve')).toEqual([{ subjectId: 1, refusal: 'not-waiting-on-you' }]);
    expect(await act(1, people.first, 'approve')).toEqual([{ subjectId: 1, status: 'pending' }]);
    expect(await notificationsOf(people.second, 'test-item.approval-requested')).toBe(1);
    expect(await act(1, people.second, 'approve')).toEqual([{ subjectId: 1, status: 'approved' }]);
    expect(decided).toContainEqual({ subjectId: 1, status: 'approved' });
    expect(await notificationsOf(people.requester, 'test-item.approved')).toBe(1);
    expect(await act(1, people.second, 'approve')).toEqual([{ subjectId: 1, refusal: 'not-pending' }]);

    const history = await as(demo, async (ctx) => {
      const [stored] = await repo.lockRequests(ctx.tx, demo, 'test-item', [1]);
      return repo.listHistory(ctx.tx, demo, must(stored, 'request 1').id);
    });
    expect(history.map((h) => [h.actorId, h.action, h.levels])).toEqual([
      [people.first, 'approved', [1]],
      [people.second, 'approved', [2]],
    ]);
  });

  it('is rejected at level 1 with a reason, and refuses a rejection without one', async () => {
    await submit(2);
    expect(await act(2, people.first, 'reject')).toEqual([{ subjectId: 2, refusal: 'reason-required' }]);
    expect(await act(2, people.first, 'reject', 'Month-end close')).toEqual([
      { subjectId: 2, status: 'rejected' },
    ]);
    expect(decided).toContainEqual({ subjectId: 2, status: 'rejected' });
    expect(await notificationsOf(people.requester, 'test-item.rejected')).toBe(1);
  });

  it('decides at once, by the module rule, when no group applies', async () => {
    expect(await submit(3, people.loner)).toMatchObject({ status: 'approved' });
    expect(decided).toContainEqual({ subjectId: 3, status: 'approved' });
  });

  it('keeps the levels a request started with when the group is edited', async () => {
    await submit(4);
    await t.database.owner.execute(
      sql`UPDATE approver_group_levels SET approver_id = ${people.second} WHERE company_id = ${demo} AND level = 1`,
    );
    expect(await act(4, people.second, 'approve')).toEqual([{ subjectId: 4, refusal: 'not-waiting-on-you' }]);
    expect(await act(4, people.first, 'approve')).toEqual([{ subjectId: 4, status: 'pending' }]);
  });

  it("does not find another company's request", async () => {
    const results = await as(acme, (ctx) =>
      t.app.approvals.decide(ctx, 'test-item', {
        subjectIds: [4],
        actorId: people.second,
        action: 'approve',
      }),
    );
    expect(results).toEqual([{ subjectId: 4, refusal: 'not-found' }]);
  });
});

describe('a department group narrowed to one branch', () => {
  it("applies to the department's staff in that branch only; elsewhere the no-group rule decides", async () => {
    const found = await t.database.owner.execute<{
      id: number;
      department: number;
      branch: number;
      other: number;
    }>(
      sql`SELECT e.id::int AS id, e.department_id::int AS department, e.branch_id::int AS branch,
                 (SELECT min(b.id)::int FROM branches b WHERE b.company_id = e.company_id AND b.id <> e.branch_id) AS other
          FROM employees e
          WHERE e.company_id = ${demo} AND e.department_id IS NOT NULL AND e.branch_id IS NOT NULL AND e.id <> ${people.first}
          ORDER BY e.id LIMIT 1`,
    );
    const { id, department, branch, other } = must(
      found.rows[0],
      'an employee with a department and a branch',
    );
    t.app.approvals.register({
      module: 'test-department',
      noGroupRule: () => 'approve',
      describe: (_ctx, subjectId) =>
        Promise.resolve(notificationText('exemptionGone', { id: String(subjectId) })),
      onDecided: () => Promise.resolve(),
    });
    const groupIn = (branchId: number) =>
      as(demo, (ctx) =>
        insertGroup(ctx.tx, demo, {
          module: 'test-department',
          description: `Department ${department} in branch ${branchId}`,
          basis: 'department',
          memberIds: [department],
          branchId,
          approvalType: 'Concurrent',
          levels: [{ level: 1, approverId: people.first, altApproverId: null }],
        }),
      );
    const submitAs = (subjectId: number) =>
      as(demo, (ctx) => t.app.approvals.submit(ctx, 'test-department', subjectId, id));

    await groupIn(other);
    expect(await submitAs(1)).toMatchObject({ status: 'approved' });
    await groupIn(branch);
    expect(await submitAs(2)).toMatchObject({ status: 'pending' });
  });
});
