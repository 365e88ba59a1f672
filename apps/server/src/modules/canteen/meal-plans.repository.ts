import { sql } from 'drizzle-orm';
import {
  koboText,
  mealShares,
  type MealPlan,
  type MealPlanMember,
  type MealPlanValues,
} from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';
import { childCount } from '../../platform/db/related-rows.ts';
import { canteenPlanEmployees } from '../../db/schema/index.ts';
import { pageBound } from '../../platform/db/paging.ts';
import { pgArray } from '../../platform/db/pg-array.ts';
import { expectRow } from '../../platform/db/rows.ts';

/**
 * Meal plans and who is on them (canteen_meal_plans, canteen_plan_employees; ADR 55). Every
 * statement names the company as well as relying on RLS (ADR 18).
 */

type PlanRow = {
  id: string | number;
  name: string;
  description: string | null;
  price_kobo: string | number;
  company_share_percent: string;
  meals_per_day: number;
  active: boolean;
  employees_count: string | number;
};

const toPlan = (r: PlanRow): MealPlan => {
  const price = Number(r.price_kobo);
  const shares = mealShares(price, r.company_share_percent);
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    price: koboText(price),
    company_share_percent: Number(r.company_share_percent),
    employee_share: koboText(shares.employeeKobo),
    company_share: koboText(shares.companyKobo),
    meals_per_day: Number(r.meals_per_day),
    active: r.active,
    employees_count: Number(r.employees_count),
  };
};

const planColumns = sql`p.id, p.name, p.description, p.price_kobo, p.company_share_percent::text AS company_share_percent,
  p.meals_per_day, p.active,
  ${childCount(canteenPlanEmployees, canteenPlanEmployees.mealPlanId, sql`p`, { type: 'bigint' })} AS employees_count`;

export async function listPlans(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: MealPlan[]; total: number }> {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`p.company_id = ${companyId} AND (${like}::text IS NULL OR p.name ILIKE ${like})`;
  const [rows, count] = await Promise.all([
    tx.execute<PlanRow>(sql`SELECT ${planColumns} FROM canteen_meal_plans p WHERE ${where}
      ORDER BY lower(p.name), p.id LIMIT ${pageBound(limit)} OFFSET ${pageBound(offset)}`),
    tx.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM canteen_meal_plans p WHERE ${where}`),
  ]);
  return { results: rows.rows.map(toPlan), total: Number(expectRow(count.rows, 'count').n) };
}

export async function findPlan(tx: Tx, companyId: number, id: number): Promise<MealPlan | null> {
  const r = await tx.execute<PlanRow>(sql`SELECT ${planColumns} FROM canteen_meal_plans p
    WHERE p.company_id = ${companyId} AND p.id = ${id}`);
  return r.rows[0] ? toPlan(r.rows[0]) : null;
}

export async function membersOf(tx: Tx, companyId: number, planId: number): Promise<MealPlanMember[]> {
  const r = await tx.execute<{
    id: string | number;
    name: string;
    pin: string | null;
    branch: string | null;
    department: string | null;
  }>(sql`
    SELECT e.id, concat_ws(' ', e.first_name, e.last_name) AS name, e.pin,
      b.station_name AS branch, d.department_name AS department
    FROM canteen_plan_employees pe
    JOIN employees e ON e.company_id = pe.company_id AND e.id = pe.employee_id
    LEFT JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
    LEFT JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id
    WHERE pe.company_id = ${companyId} AND pe.meal_plan_id = ${planId}
    ORDER BY e.first_name, e.last_name, e.id`);
  return r.rows.map((row) => ({
    employee_id: Number(row.id),
    name: row.name,
    pin: row.pin,
    branch: row.branch,
    department: row.department,
  }));
}

const planValues = (v: MealPlanValues) => sql`${v.name}, ${v.description ?? null}, ${v.price},
  ${v.company_share_percent}, ${v.meals_per_day}, ${v.active}`;

export async function insertPlan(tx: Tx, companyId: number, v: MealPlanValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO canteen_meal_plans (company_id, name, description, price_kobo, company_share_percent,
      meals_per_day, active)
    VALUES (${companyId}, ${planValues(v)}) RETURNING id`);
  return Number(expectRow(r.rows, 'meal plan').id);
}

export async function updatePlan(tx: Tx, companyId: number, id: number, v: MealPlanValues): Promise<void> {
  await tx.execute(sql`
    UPDATE canteen_meal_plans SET name = ${v.name}, description = ${v.description ?? null},
      price_kobo = ${v.price}, company_share_percent = ${v.company_share_percent},
      meals_per_day = ${v.meals_per_day}, active = ${v.active}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deletePlan(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM canteen_meal_plans WHERE company_id = ${companyId} AND id = ${id}`);
}

/** A change of who is on the plan `planId`. */
type MemberChange = (tx: Tx, companyId: number, planId: number, ids: readonly number[]) => Promise<void>;

/** Puts them on the plan; one plan each, so someone on another plan moves. */
export const assign: MemberChange = async (tx, companyId, planId, ids) => {
  if (ids.length === 0) return;
  await tx.execute(sql`
    INSERT INTO canteen_plan_employees (company_id, employee_id, meal_plan_id)
    SELECT ${companyId}, i.id, ${planId} FROM unnest(${pgArray(ids)}::bigint[]) AS i(id)
    ON CONFLICT (company_id, employee_id) DO UPDATE SET meal_plan_id = EXCLUDED.meal_plan_id, created_at = now()`);
};

export const unassign: MemberChange = async (tx, companyId, planId, ids) => {
  if (ids.length === 0) return;
  await tx.execute(sql`
    DELETE FROM canteen_plan_employees WHERE company_id = ${companyId} AND meal_plan_id = ${planId}
      AND employee_id = ANY(${pgArray(ids)}::bigint[])`);
};

/** Everyone on the plan not among `keep` leaves it. */
export const keepOnly: MemberChange = async (tx, companyId, planId, keep) => {
  await tx.execute(sql`
    DELETE FROM canteen_plan_employees WHERE company_id = ${companyId} AND meal_plan_id = ${planId}
      AND NOT (employee_id = ANY(${pgArray(keep)}::bigint[]))`);
};
