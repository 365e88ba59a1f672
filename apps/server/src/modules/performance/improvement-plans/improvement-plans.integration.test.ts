import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPROVER_SETTINGS_APIS,
  IMPROVEMENT_PLAN_MESSAGES as M,
  type ApprovalDecisionResult,
  type ImprovementPlan,
  type ImprovementPlanApproval,
  type ListPage,
} from '@clockroom/contracts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { dataOf, demoPeople, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { remindReviews } from './review-reminders.ts';
import { make } from '../../../test/factories.ts';

const BASE = '/hrm/improvement-plans';
const GROUPS = APPROVER_SETTINGS_APIS['improvement-plan'];
const f = testFile();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const plan = (employee: number, reviewer: number, over: Record<string, unknown> = {}) => ({
  employee_id: employee,
  reviewer_id: reviewer,
  reason: 'Monthly sales targets missed three months running',
  goals: [
    { text: 'Reach 80% of the monthly target', measure: 'Sales report', due_date: day(20) },
    { text: 'Shadow a senior account manager', measure: '', due_date: '' },
  ],
  review_date: day(40),
  ...over,
});
const ids = async (c: TestClient, path = BASE) =>
  dataOf<ListPage<ImprovementPlan>>(await c.get(path)).results.map((p) => p.id);

const people = () => demoPeople(f);

describe('performance improvement plans', () => {
  it('the demo has an approved plan for the employee, reviewed by the HR officer', async () => {
    const [employee, hr] = await Promise.all([f.as('employee'), f.as('hr')]);
    const mine = dataOf<ListPage<ImprovementPlan>>(await employee.get(BASE)).results;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'approved', outcome: null, reviewer_name: expect.any(String) });
    expect(mine[0]?.goals).toHaveLength(3);
    expect((mine[0]?.review_date ?? '') > day(0)).toBe(true);
    expect(await ids(hr)).toEqual([mine[0]?.id]);
  });

  it('is created, validated, read by whom it concerns only, edited while pending and deleted', async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const p = await people();
    expectFieldError(await admin.post(BASE, plan(p.me, p.me)), 'reviewer_id', M.reviewerIsEmployee);
    expectFieldError(await admin.post(BASE, plan(p.me, p.hr, { goals: [] })), 'goals', M.goalsRequired);
    expectFieldError(await admin.post(BASE, plan(p.me, p.hr, { reason: ' ' })), 'reason', M.reasonRequired);
    expectFieldError(
      await admin.post(BASE, plan(p.me, p.hr, { review_date: '2026-02-30' })),
      'review_date',
      M.reviewDateRequired,
    );
    expectFieldError(await admin.post(BASE, plan(999999, p.hr)), 'employee_id', M.employeeNotFound);
    expect((await employee.post(BASE, plan(p.hr, p.me))).statusCode).toBe(403);

    // No approver group covers the owner: HR's plan stands at once.
    const res = await admin.post(BASE, plan(p.owner, p.hr));
    expect(res.json().message).toBe(M.created);
    const made = dataOf<ImprovementPlan>(res, 201);
    expect(made).toMatchObject({ employee_id: p.owner, reviewer_id: p.hr, status: 'approved' });
    expect(made.goals.map((g) => g.measure)).toEqual(['Sales report', null]);
    expect(await ids(hr)).toContain(made.id);
    expect((await employee.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
    expect(await ids(employee)).not.toContain(made.id);
    expect((await admin.put(`${BASE}/${made.id}`, plan(p.owner, p.hr))).statusCode).toBe(409);
    expect((await hr.delete(`${BASE}/${made.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`${BASE}/${made.id}`)).json().message).toBe(M.deleted);
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });

  it('goes through the approver group, the inbox, the rejection reason and the outcome', async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const p = await people();
    expect((await employee.get(GROUPS)).statusCode).toBe(403);
    const group = await make.approverGroup(admin, 'improvement-plan', {
      name: 'PIP panel',
      approvers: [p.hr],
      covers: [p.me, p.owner],
    });

    const first = dataOf<ImprovementPlan>(await admin.post(BASE, plan(p.me, p.owner)), 201);
    expect(first.status).toBe('pending');
    const inbox = dataOf<ListPage<ImprovementPlanApproval>>(await hr.get(`${BASE}/approvals`));
    expect(inbox.results.map((r) => r.id)).toEqual([first.id]);
    expect(inbox.results[0]).toMatchObject({ level: 1, approval_type: 'Sequential' });
    expect(dataOf<ListPage<ImprovementPlanApproval>>(await admin.get(`${BASE}/approvals`)).total).toBe(0);

    // Edited while pending: its approval starts again.
    const edited = dataOf<ImprovementPlan>(
      await admin.put(`${BASE}/${first.id}`, plan(p.me, p.owner, { reason: 'Missed deadlines' })),
    );
    expect(edited).toMatchObject({ reason: 'Missed deadlines', status: 'pending' });
    expect((await admin.put(`${BASE}/${first.id}/outcome`, { outcome: 'successful' })).statusCode).toBe(409);
    expectFieldError(await admin.post(`${BASE}/approve`, {}), 'improvement_plan_ids', M.idsRequired);
    expectFieldError(
      await admin.post(`${BASE}/approve`, { improvement_plan_ids: [first.id] }),
      'improvement_plan_ids',
      M.refusedNotWaiting,
    );
    const approved = await hr.post(`${BASE}/approve`, { improvement_plan_ids: [first.id] });
    expect(approved.json().message).toBe(M.approved);
    expect(dataOf<ApprovalDecisionResult>(approved)).toMatchObject({ decided: 1, decided_ids: [first.id] });
    expect(dataOf<ImprovementPlan>(await employee.get(`${BASE}/${first.id}`)).status).toBe('approved');

    // The outcome: HR or the reviewer (the owner here), once, one of the three.
    expect((await employee.put(`${BASE}/${first.id}/outcome`, { outcome: 'successful' })).statusCode).toBe(
      403,
    );
    expectFieldError(
      await admin.put(`${BASE}/${first.id}/outcome`, { outcome: 'great' }),
      'outcome',
      M.outcomeInvalid,
    );
    const done = await admin.put(`${BASE}/${first.id}/outcome`, {
      outcome: 'extended',
      note: 'Two more months',
    });
    expect(done.json().message).toBe(M.outcomeSaved);
    expect(dataOf<ImprovementPlan>(done)).toMatchObject({
      outcome: 'extended',
      outcome_note: 'Two more months',
      outcome_at: day(0),
    });
    expect((await admin.put(`${BASE}/${first.id}/outcome`, { outcome: 'successful' })).statusCode).toBe(409);

    const second = dataOf<ImprovementPlan>(await admin.post(BASE, plan(p.owner, p.me)), 201);
    expectFieldError(
      await hr.post(`${BASE}/reject`, { improvement_plan_ids: [second.id] }),
      'reason',
      M.rejectionReasonRequired,
    );
    const rejected = await hr.post(`${BASE}/reject`, {
      improvement_plan_ids: [second.id],
      reason: 'Goals too vague',
    });
    expect(rejected.json().message).toBe(M.rejected);
    expect(dataOf<ImprovementPlan>(await admin.get(`${BASE}/${second.id}`))).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Goals too vague',
    });
    // The employee who reviews a plan sees it, but may not set the outcome of a rejected one.
    expect(await ids(employee, `${BASE}?mine=true`)).toContain(second.id);
    expect((await employee.put(`${BASE}/${second.id}/outcome`, { outcome: 'successful' })).statusCode).toBe(
      409,
    );
    await admin.delete(`${GROUPS}/${group.id}`);
  });

  it('reminds the reviewer and the employee before the review, once per review date', async () => {
    const admin = await f.as('admin');
    const p = await people();
    const made = dataOf<ImprovementPlan>(
      await admin.post(BASE, plan(p.owner, p.hr, { review_date: day(5) })),
      201,
    );
    const mails: string[] = [];
    const mailer: Mailer = { send: async (_ctx, mail) => void mails.push(mail.to) };
    const quiet = { error: () => undefined };
    const deps = { database: f.t.database, config: f.t.config, mailer };
    const sent = await remindReviews(deps, quiet, day(0));
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(mails).toEqual(expect.arrayContaining(['hr@demo.example', 'admin@demo.example']));
    const bell = await f.t.database.owner.execute<{
      n: number;
    }>(sql`SELECT count(*)::int AS n FROM notifications
      WHERE company_id = ${p.companyId} AND kind = 'improvement-plan.review-due' AND params->>'id' = ${String(made.id)}`);
    expect(Number(bell.rows[0]?.n)).toBe(2);
    // The demo's plan (30 days ahead) is not due yet; a second run sends nothing again.
    expect(await remindReviews(deps, quiet, day(0))).toBe(0);
  });

  it("answers another company's ids with a 404", async () => {
    const [admin, acme] = await Promise.all([f.as('admin'), f.as('acmeAdmin')]);
    const acmeCompany = await f.companyId('acme');
    const r = await f.t.database.owner.execute<{ id: string | number }>(
      sql`SELECT id FROM employees WHERE company_id = ${acmeCompany} ORDER BY id LIMIT 2`,
    );
    const [a, b] = r.rows.map((x) => Number(x.id));
    const theirs = dataOf<ImprovementPlan>(await acme.post(BASE, plan(a ?? 0, b ?? 0)), 201);
    expect((await admin.get(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.put(`${BASE}/${theirs.id}/outcome`, { outcome: 'successful' })).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/approve`, { improvement_plan_ids: [theirs.id] })).statusCode).toBe(404);
  });
});
