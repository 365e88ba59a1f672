import { sql } from 'drizzle-orm';
import {
  koboToNaira,
  monthOfDate,
  monthStart,
  type Allowance,
  type AllowanceHolder,
  type AllowanceHoldingValues,
  type AllowanceValues,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { payrollAllowanceEmployees as holders } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { payeesOf } from './payees.repository.ts';

/**
 * Recurring allowances and who holds them (payroll_allowances, payroll_allowance_employees; ADR 45).
 * Every statement names the company as well as relying on RLS (ADR 18).
 */

type AllowanceRow = {
  id: string | number;
  name: string;
  code: string;
  description: string | null;
  amount_kobo: string | number | null;
  is_taxable: boolean;
  is_pensionable: boolean;
  claimable: boolean;
  active: boolean;
  employees_count: string | number;
};

const toAllowance = (r: AllowanceRow): Allowance => ({
  id: Number(r.id),
  name: r.name,
  code: r.code,
  description: r.description,
  calculation_type: 'fixed',
  amount: koboToNaira(Number(r.amount_kobo ?? 0)),
  is_taxable: r.is_taxable,
  is_pensionable: r.is_pensionable,
  claimable: r.claimable,
  active: r.active,
  employees_count: Number(r.employees_count),
});

const SELECT = sql`SELECT a.id, a.name, a.code, a.description, a.amount_kobo, a.is_taxable,
    a.is_pensionable, a.claimable, a.active,
    ${childCount(holders, holders.allowanceId, sql`a`, { type: 'bigint' })} AS employees_count
  FROM payroll_allowances a`;

export async function listAllowances(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: Allowance[]; total: number }> {
  const where = sql`a.company_id = ${companyId}
    ${search ? sql`AND (a.name ILIKE ${`%${search}%`} OR a.code ILIKE ${`%${search}%`})` : sql``}`;
  const from = sql`payroll_allowances a`;
  const order = sql`lower(a.name), a.id`;
  return filteredPage(tx, { select: SELECT, from, where, order, limit, offset }, toAllowance);
}

export async function findAllowance(
  tx: Tx,
  companyId: number,
  id: number,
  lock = false,
): Promise<Allowance | undefined> {
  const r = await tx.execute<AllowanceRow>(sql`${SELECT}
    WHERE a.company_id = ${companyId} AND a.id = ${id} ${lock ? sql`FOR UPDATE OF a` : sql``}`);
  const row = r.rows[0];
  return row ? toAllowance(row) : undefined;
}

/** Everyone holding it, by name, with the months they hold it. */
export function holdersOf(tx: Tx, companyId: number, id: number): Promise<AllowanceHolder[]> {
  return payeesOf(
    tx,
    companyId,
    {
      table: sql`payroll_allowance_employees`,
      key: sql`p.allowance_id`,
      id,
      more: sql`p.from_month::text AS from_month, p.to_month::text AS to_month`,
    },
    (row: { from_month: string; to_month: string | null }) => ({
      from_month: monthOfDate(row.from_month),
      to_month: row.to_month === null ? null : monthOfDate(row.to_month),
    }),
  );
}

/** The ids of who holds it now. */
export async function holderIds(tx: Tx, companyId: number, id: number): Promise<Set<number>> {
  const r = await tx.execute<{ employee_id: string | number }>(sql`
    SELECT employee_id FROM payroll_allowance_employees
    WHERE company_id = ${companyId} AND allowance_id = ${id}`);
  return new Set(r.rows.map((row) => Number(row.employee_id)));
}

const row = (v: AllowanceValues) => sql`${v.name}, ${v.code}, ${v.description}, 'fixed',
  ${v.amount_kobo}, NULL, ${v.is_taxable}, ${v.is_pensionable}, ${v.claimable}, ${v.active}`;

export async function insertAllowance(tx: Tx, companyId: number, v: AllowanceValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_allowances (company_id, name, code, description, calculation_type, amount_kobo,
      percentage, is_taxable, is_pensionable, claimable, active)
    VALUES (${companyId}, ${row(v)}) RETURNING id`);
  return Number(expectRow(r.rows, 'the new allowance').id);
}

export async function updateAllowance(tx: Tx, companyId: number, id: number, v: AllowanceValues) {
  await tx.execute(sql`
    UPDATE payroll_allowances SET (name, code, description, calculation_type, amount_kobo, percentage,
      is_taxable, is_pensionable, claimable, active, updated_at) = (${row(v)}, now())
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Its holdings go with it (cascade); claims of it keep their title (set null). */
export async function deleteAllowance(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM payroll_allowances WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Adds these holdings, or replaces the amount and months of existing ones. */
export async function upsertHoldings(
  tx: Tx,
  companyId: number,
  id: number,
  holdings: readonly AllowanceHoldingValues[],
) {
  if (holdings.length === 0) return;
  const sorted = [...holdings].sort((a, b) => a.employee_id - b.employee_id);
  await tx.execute(sql`
    INSERT INTO payroll_allowance_employees (company_id, allowance_id, employee_id, amount_kobo,
      from_month, to_month)
    SELECT ${companyId}::bigint, ${id}::bigint, h.employee_id, h.amount_kobo, h.from_month, h.to_month
    FROM unnest(${pgArray(sorted.map((h) => h.employee_id))}::bigint[],
                ${pgArray(sorted.map((h) => h.amount_kobo))}::bigint[],
                ${pgArray(sorted.map((h) => monthStart(h.from_month)))}::date[],
                ${pgArray(sorted.map((h) => (h.to_month ? monthStart(h.to_month) : null)))}::date[])
      AS h(employee_id, amount_kobo, from_month, to_month)
    ON CONFLICT (company_id, allowance_id, employee_id) DO UPDATE SET
      amount_kobo = EXCLUDED.amount_kobo, from_month = EXCLUDED.from_month, to_month = EXCLUDED.to_month`);
}

/** Takes these employees off it; answers who left. */
export async function removeHoldings(
  tx: Tx,
  companyId: number,
  id: number,
  employeeIds: readonly number[],
): Promise<number[]> {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<{ employee_id: string | number }>(sql`
    DELETE FROM payroll_allowance_employees
    WHERE company_id = ${companyId} AND allowance_id = ${id}
      AND employee_id = ANY(${pgArray(employeeIds)}::bigint[])
    RETURNING employee_id`);
  return r.rows.map((row) => Number(row.employee_id));
}
