import { sql, type SQL } from 'drizzle-orm';
import {
  IMPROVEMENT_PLAN_MODULE,
  type ImprovementPlan,
  type ImprovementPlanOutcome,
  type ImprovementPlanStatus,
  type ImprovementPlanValues,
} from '@clockroom/contracts';
import type { Database, Tx } from '../../../platform/db/database.ts';
import { filteredRows } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow, lockCompanyRow } from '../../../platform/db/rows.ts';
import { improvementPlans } from '../../../db/schema/index.ts';
import { waitingOnCondition } from '../../../platform/approvals/approval-waiting.repository.ts';

/**
 * Performance improvement plans and their goals (improvement_plans, improvement_plan_goals; ADR 62).
 * Every statement names the company as well as relying on RLS (ADR 18). Dates are read as text.
 */

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Whose plans a reader sees: every plan (HR), or those about or reviewed by one employee. */
export type PlanViewer = { all: true } | { all: false; employeeId: number };

const SELECT = sql`SELECT p.id, p.employee_id, concat_ws(' ', e.first_name, e.last_name) AS employee_name,
    p.reviewer_id, concat_ws(' ', r.first_name, r.last_name) AS reviewer_name, p.reason,
    p.review_date::text AS review_date, p.status, p.rejection_reason, p.outcome, p.outcome_note,
    p.outcome_at::text AS outcome_at, p.created_at, p.updated_at
  FROM improvement_plans p
  JOIN employees e ON e.company_id = p.company_id AND e.id = p.employee_id
  JOIN employees r ON r.company_id = p.company_id AND r.id = p.reviewer_id`;

const toPlan = (r: Raw): Omit<ImprovementPlan, 'goals'> => ({
  id: Number(r.id),
  employee_id: Number(r.employee_id),
  employee_name: String(r.employee_name),
  reviewer_id: Number(r.reviewer_id),
  reviewer_name: String(r.reviewer_name),
  reason: String(r.reason),
  review_date: String(r.review_date),
  status: String(r.status) as ImprovementPlanStatus,
  rejection_reason: str(r.rejection_reason),
  outcome: str(r.outcome) as ImprovementPlanOutcome | null,
  outcome_note: str(r.outcome_note),
  outcome_at: str(r.outcome_at),
  created_at: new Date(String(r.created_at)).toISOString(),
  updated_at: new Date(String(r.updated_at)).toISOString(),
});

const seen = (v: PlanViewer): SQL =>
  v.all ? sql`` : sql`AND (p.employee_id = ${v.employeeId} OR p.reviewer_id = ${v.employeeId})`;

async function withGoals(tx: Tx, companyId: number, rows: Raw[]): Promise<ImprovementPlan[]> {
  const plans = rows.map(toPlan);
  if (plans.length === 0) return [];
  const g = await tx.execute<Raw>(sql`SELECT id, plan_id, text, measure, due_date::text AS due_date
    FROM improvement_plan_goals WHERE company_id = ${companyId}
      AND plan_id = ANY(${pgArray(plans.map((p) => p.id))}::bigint[]) ORDER BY position, id`);
  return plans.map((p) => ({
    ...p,
    goals: g.rows
      .filter((x) => Number(x.plan_id) === p.id)
      .map((x) => ({
        id: Number(x.id),
        text: String(x.text),
        measure: str(x.measure),
        due_date: str(x.due_date),
      })),
  }));
}

export async function listPlans(
  tx: Tx,
  companyId: number,
  viewer: PlanViewer,
  f: { search: string | undefined; status: ImprovementPlanStatus | undefined; waitingOn?: number },
  limit: number,
  offset: number,
): Promise<{ results: ImprovementPlan[]; total: number }> {
  const where = sql`p.company_id = ${companyId} ${seen(viewer)}
    ${f.search ? sql`AND concat_ws(' ', e.first_name, e.last_name) ILIKE ${`%${f.search}%`}` : sql``}
    ${f.status ? sql`AND p.status = ${f.status}` : sql``}
    ${f.waitingOn ? sql`AND ${waitingOnCondition(companyId, IMPROVEMENT_PLAN_MODULE, f.waitingOn, sql`p.id`)}` : sql``}`;
  const from = sql`improvement_plans p
    JOIN employees e ON e.company_id = p.company_id AND e.id = p.employee_id`;
  const order = sql`p.review_date, p.id`;
  return filteredRows(tx, { select: SELECT, from, where, order, limit, offset }, (rows: Raw[]) =>
    withGoals(tx, companyId, rows),
  );
}

export async function findPlans(tx: Tx, companyId: number, viewer: PlanViewer, ids: number[]) {
  if (ids.length === 0) return [];
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE p.company_id = ${companyId} ${seen(viewer)}
    AND p.id = ANY(${pgArray(ids)}::bigint[]) ORDER BY p.id`);
  return withGoals(tx, companyId, r.rows);
}

export async function findPlan(tx: Tx, companyId: number, viewer: PlanViewer, id: number) {
  return (await findPlans(tx, companyId, viewer, [id]))[0] ?? null;
}

export const lockPlan = (tx: Tx, companyId: number, id: number) =>
  lockCompanyRow(tx, improvementPlans, companyId, id);

async function writeGoals(tx: Tx, companyId: number, planId: number, v: ImprovementPlanValues) {
  await tx.execute(
    sql`DELETE FROM improvement_plan_goals WHERE company_id = ${companyId} AND plan_id = ${planId}`,
  );
  let position = 0;
  for (const g of v.goals)
    await tx.execute(sql`INSERT INTO improvement_plan_goals (company_id, plan_id, position, text, measure, due_date)
      VALUES (${companyId}, ${planId}, ${position++}, ${g.text}, ${g.measure ?? null}, ${g.due_date ?? null})`);
}

export async function insertPlan(tx: Tx, companyId: number, v: ImprovementPlanValues, userId: number) {
  const r = await tx.execute<{ id: string | number }>(sql`INSERT INTO improvement_plans
    (company_id, employee_id, reviewer_id, reason, review_date, created_by_user_id)
    VALUES (${companyId}, ${v.employee_id}, ${v.reviewer_id}, ${v.reason}, ${v.review_date}, ${userId}) RETURNING id`);
  const id = Number(expectRow(r.rows, 'improvement plan insert').id);
  await writeGoals(tx, companyId, id, v);
  return id;
}

export async function updatePlan(tx: Tx, companyId: number, id: number, v: ImprovementPlanValues) {
  await tx.execute(sql`UPDATE improvement_plans SET employee_id = ${v.employee_id}, reviewer_id = ${v.reviewer_id},
      reason = ${v.reason}, review_date = ${v.review_date}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
  await writeGoals(tx, companyId, id, v);
}

export async function deletePlan(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM improvement_plans WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setStatus(tx: Tx, companyId: number, id: number, status: ImprovementPlanStatus) {
  await tx.execute(sql`UPDATE improvement_plans SET status = ${status}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setRejectionReason(tx: Tx, companyId: number, ids: number[], reason: string | null) {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE improvement_plans SET rejection_reason = ${reason}
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
}

export async function setOutcome(
  tx: Tx,
  companyId: number,
  id: number,
  v: { outcome: ImprovementPlanOutcome; note: string | null; on: string },
) {
  await tx.execute(sql`UPDATE improvement_plans SET outcome = ${v.outcome}, outcome_note = ${v.note},
      outcome_at = ${v.on}, updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function employeesExist(tx: Tx, companyId: number, ids: number[]): Promise<boolean> {
  const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM employees
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  return Number(r.rows[0]?.n ?? 0) === new Set(ids).size;
}

/** Approved plans without an outcome, their review date ahead, with their last reminded date. */
export async function reviewCandidates(tx: Tx, companyId: number) {
  const r = await tx.execute<Raw>(sql`SELECT id, employee_id, reviewer_id, review_date::text AS review_date,
      reminded_for::text AS reminded_for, status, outcome
    FROM improvement_plans WHERE company_id = ${companyId} AND status = 'approved' AND outcome IS NULL`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    employee_id: Number(x.employee_id),
    reviewer_id: Number(x.reviewer_id),
    review_date: String(x.review_date),
    reminded_for: str(x.reminded_for),
    status: String(x.status) as ImprovementPlanStatus,
    outcome: str(x.outcome) as ImprovementPlanOutcome | null,
  }));
}

export async function markReminded(tx: Tx, companyId: number, id: number, reviewDate: string) {
  await tx.execute(sql`UPDATE improvement_plans SET reminded_for = ${reviewDate}
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Across companies, as the database owner: whose plans may need a reminder (the daily job). */
// scoping: reads across tenants on purpose, only company ids, as the owner (the daily reminders' census)
export async function companiesWithPlans(database: Database): Promise<number[]> {
  const r = await database.owner.execute<{ company_id: string | number }>(
    sql`SELECT DISTINCT company_id FROM improvement_plans WHERE status = 'approved' AND outcome IS NULL`,
  );
  return r.rows.map((x) => Number(x.company_id));
}
