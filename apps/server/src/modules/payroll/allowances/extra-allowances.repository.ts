import { sql } from 'drizzle-orm';
import {
  koboToNaira,
  monthOfDate,
  monthStart,
  type ExtraAllowance,
  type ExtraAllowanceEmployee,
  type ExtraAllowanceValues,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { payrollExtraAllowanceEmployees as payees } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { payeesOf } from './payees.repository.ts';

/**
 * Extra allowances, their months and employees (payroll_extra_allowances and its two lists; ADR 45).
 * Every statement names the company as well as relying on RLS (ADR 18).
 */

type ExtraRow = {
  id: string | number;
  name: string;
  description: string | null;
  recurrence: string;
  amount_kobo: string | number;
  is_taxable: boolean;
  is_pensionable: boolean;
  months: string[] | null;
  employees_count: string | number;
};

const toExtra = (r: ExtraRow): ExtraAllowance => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  recurrence: r.recurrence === 'recurring' ? 'recurring' : 'one_off',
  amount: koboToNaira(Number(r.amount_kobo)),
  is_taxable: r.is_taxable,
  is_pensionable: r.is_pensionable,
  months: (r.months ?? []).map(monthOfDate),
  employees_count: Number(r.employees_count),
});

const SELECT = sql`SELECT x.id, x.name, x.description, x.recurrence, x.amount_kobo, x.is_taxable,
    x.is_pensionable,
    ARRAY(SELECT m.month::text FROM payroll_extra_allowance_months m
      WHERE m.company_id = x.company_id AND m.extra_allowance_id = x.id ORDER BY m.month) AS months,
    ${childCount(payees, payees.extraAllowanceId, sql`x`, { type: 'bigint' })} AS employees_count
  FROM payroll_extra_allowances x`;

// An approved claim is paid from its own table (ADR 45): only the catalogue's own rows are listed.
const OWN = sql`x.claim_id IS NULL`;

export async function listExtras(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: ExtraAllowance[]; total: number }> {
  const where = sql`x.company_id = ${companyId} AND ${OWN}
    ${search ? sql`AND x.name ILIKE ${`%${search}%`}` : sql``}`;
  const from = sql`payroll_extra_allowances x`;
  const order = sql`x.created_at DESC, x.id DESC`;
  return filteredPage(tx, { select: SELECT, from, where, order, limit, offset }, toExtra);
}

export async function findExtra(
  tx: Tx,
  companyId: number,
  id: number,
  lock = false,
): Promise<ExtraAllowance | undefined> {
  const r = await tx.execute<ExtraRow>(sql`${SELECT}
    WHERE x.company_id = ${companyId} AND x.id = ${id} AND ${OWN} ${lock ? sql`FOR UPDATE OF x` : sql``}`);
  const row = r.rows[0];
  return row ? toExtra(row) : undefined;
}

/** Who it is paid to, by name, with their own amounts. */
export function employeesOf(tx: Tx, companyId: number, id: number): Promise<ExtraAllowanceEmployee[]> {
  const table = sql`payroll_extra_allowance_employees`;
  return payeesOf(tx, companyId, { table, key: sql`p.extra_allowance_id`, id });
}

/** What each employee is paid in each month: amount in kobo and flags, as a confirmation locks it. */
export interface ExtraPayment {
  employeeId: number;
  amountKobo: number;
}

export async function paymentsOf(tx: Tx, companyId: number, id: number): Promise<ExtraPayment[]> {
  const r = await tx.execute<{ employee_id: string | number; amount_kobo: string | number }>(sql`
    SELECT p.employee_id, COALESCE(p.amount_kobo, x.amount_kobo) AS amount_kobo
    FROM payroll_extra_allowance_employees p
    JOIN payroll_extra_allowances x ON x.company_id = p.company_id AND x.id = p.extra_allowance_id
    WHERE p.company_id = ${companyId} AND p.extra_allowance_id = ${id}`);
  return r.rows.map((row) => ({ employeeId: Number(row.employee_id), amountKobo: Number(row.amount_kobo) }));
}

const values = (v: ExtraAllowanceValues) => sql`${v.name}, ${v.description}, ${v.recurrence},
  ${v.amount_kobo}, ${v.is_taxable}, ${v.is_pensionable}`;

export async function insertExtra(tx: Tx, companyId: number, v: ExtraAllowanceValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_extra_allowances (company_id, name, description, recurrence, amount_kobo,
      is_taxable, is_pensionable)
    VALUES (${companyId}, ${values(v)}) RETURNING id`);
  return Number(expectRow(r.rows, 'the new extra allowance').id);
}

export async function updateExtra(tx: Tx, companyId: number, id: number, v: ExtraAllowanceValues) {
  await tx.execute(sql`
    UPDATE payroll_extra_allowances SET (name, description, recurrence, amount_kobo, is_taxable,
      is_pensionable, updated_at) = (${values(v)}, now())
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Its months and employees go with it (cascade). */
export async function deleteExtra(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM payroll_extra_allowances WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Writes its months and employees as given, replacing any before. */
export async function replaceLists(tx: Tx, companyId: number, id: number, v: ExtraAllowanceValues) {
  await tx.execute(sql`DELETE FROM payroll_extra_allowance_months
    WHERE company_id = ${companyId} AND extra_allowance_id = ${id}`);
  await tx.execute(sql`DELETE FROM payroll_extra_allowance_employees
    WHERE company_id = ${companyId} AND extra_allowance_id = ${id}`);
  await tx.execute(sql`
    INSERT INTO payroll_extra_allowance_months (company_id, extra_allowance_id, month)
    SELECT ${companyId}::bigint, ${id}::bigint, m
    FROM unnest(${pgArray(v.months.map(monthStart))}::date[]) AS m`);
  const people = [...v.employees].sort((a, b) => a.employee_id - b.employee_id);
  await tx.execute(sql`
    INSERT INTO payroll_extra_allowance_employees (company_id, extra_allowance_id, employee_id, amount_kobo)
    SELECT ${companyId}::bigint, ${id}::bigint, p.employee_id, p.amount_kobo
    FROM unnest(${pgArray(people.map((p) => p.employee_id))}::bigint[],
                ${pgArray(people.map((p) => p.amount_kobo))}::bigint[]) AS p(employee_id, amount_kobo)`);
}
