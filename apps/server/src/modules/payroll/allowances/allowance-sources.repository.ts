import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { PayItemLine, PayItemSource, PayPeriod } from '../schedule/pay-item-source.ts';

/**
 * The allowances' pay item sources' reads and writes (ADR 41, 45): each reads the whole run's
 * employees in one statement. Amounts are the stored whole kobo: a source never rounds. Every
 * statement names the company as well as relying on RLS (ADR 18).
 */

type LineRow = {
  employee_id: string | number;
  id: string | number;
  name: string;
  amount_kobo: string | number;
  is_taxable: boolean;
  is_pensionable: boolean;
};

const toLine =
  (prefix: string) =>
  (r: LineRow): PayItemLine => ({
    employeeId: Number(r.employee_id),
    kind: 'allowance',
    code: `${prefix}_${Number(r.id)}`,
    name: r.name,
    amountKobo: BigInt(r.amount_kobo),
    taxable: r.is_taxable,
    pensionable: r.is_pensionable,
    ref: String(Number(r.id)),
  });

/** Active recurring allowances held in the month: from_month <= month <= to_month (or open). */
export const recurringLines: PayItemSource['lines'] = async (tx, companyId, period, employeeIds) => {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<LineRow>(sql`
    SELECT h.employee_id, a.id, a.name, COALESCE(h.amount_kobo, a.amount_kobo) AS amount_kobo,
      a.is_taxable, a.is_pensionable
    FROM payroll_allowance_employees h
    JOIN payroll_allowances a ON a.company_id = h.company_id AND a.id = h.allowance_id
    WHERE h.company_id = ${companyId} AND a.active
      AND h.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND h.from_month <= ${period.start}::date
      AND (h.to_month IS NULL OR h.to_month >= ${period.start}::date)
      AND COALESCE(h.amount_kobo, a.amount_kobo, 0) > 0
    ORDER BY h.employee_id, a.id`);
  return r.rows.map(toLine('ALLOWANCE'));
};

/**
 * The month's extra allowances, and the claims approved for it (or paid in it: a confirmed month is
 * never recomputed, so this only keeps a re-read exact), in one statement for every employee. A
 * claim of a claimable allowance takes its tax flags; a claim with a title of its own is taxable and
 * not pensionable, as an extra is by default.
 */
export const extraLines: PayItemSource['lines'] = async (tx, companyId, period, employeeIds) => {
  if (employeeIds.length === 0) return [];
  const ids = pgArray(employeeIds);
  const r = await tx.execute<LineRow & { claim: boolean }>(sql`
    SELECT * FROM (
      SELECT false AS claim, p.employee_id, x.id, x.name, COALESCE(p.amount_kobo, x.amount_kobo) AS amount_kobo,
        x.is_taxable, x.is_pensionable
      FROM payroll_extra_allowance_months m
      JOIN payroll_extra_allowances x ON x.company_id = m.company_id AND x.id = m.extra_allowance_id
      JOIN payroll_extra_allowance_employees p ON p.company_id = x.company_id AND p.extra_allowance_id = x.id
      WHERE m.company_id = ${companyId} AND m.month = ${period.start}::date AND x.claim_id IS NULL
        AND p.employee_id = ANY(${ids}::bigint[])
      UNION ALL
      SELECT true, c.employee_id, c.id, c.title, c.amount_kobo,
        COALESCE(a.is_taxable, true), COALESCE(a.is_pensionable, false)
      FROM payroll_allowance_claims c
      LEFT JOIN payroll_allowances a ON a.company_id = c.company_id AND a.id = c.allowance_id
      WHERE c.company_id = ${companyId} AND c.status IN ('approved', 'paid')
        AND c.pay_month = ${period.start}::date AND c.employee_id = ANY(${ids}::bigint[])
    ) l
    ORDER BY l.claim, l.employee_id, l.id`);
  return r.rows.map((row) => toLine(row.claim ? 'CLAIM' : 'EXTRA')(row));
};

const claimIdsOf = (lines: readonly PayItemLine[]) =>
  lines.filter((l) => l.code.startsWith('CLAIM_')).map((l) => Number(l.code.slice('CLAIM_'.length)));

/** The confirmed month paid these claims: they are 'paid' (again harmless). */
export async function markClaimsPaid(
  tx: Tx,
  companyId: number,
  period: PayPeriod,
  lines: readonly PayItemLine[],
) {
  const ids = claimIdsOf(lines);
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE payroll_allowance_claims SET status = 'paid', updated_at = now()
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])
      AND status = 'approved' AND pay_month = ${period.start}::date`);
}

/** Approved claims of the month for these employees, and whether their confirmed row carries them. */
export async function approvedClaimsOf(
  tx: Tx,
  companyId: number,
  period: PayPeriod,
  employeeIds: readonly number[],
): Promise<{ id: number; employeeId: number; carried: boolean }[]> {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<{ id: string | number; employee_id: string | number; carried: boolean }>(sql`
    SELECT c.id, c.employee_id, EXISTS (SELECT 1 FROM payroll_schedule_rows s, jsonb_array_elements(s.lines) l
        WHERE s.company_id = c.company_id AND s.employee_id = c.employee_id AND s.status = 'confirmed'
          AND s.year = ${period.year} AND s.month = ${period.month} AND l->>'code' = 'CLAIM_' || c.id) AS carried
    FROM payroll_allowance_claims c
    WHERE c.company_id = ${companyId} AND c.status = 'approved' AND c.pay_month = ${period.start}::date
      AND c.employee_id = ANY(${pgArray(employeeIds)}::bigint[])`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    employeeId: Number(row.employee_id),
    carried: row.carried,
  }));
}

/** Marks these claims paid. */
export async function setPaid(tx: Tx, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE payroll_allowance_claims SET status = 'paid', updated_at = now()
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
}

/** Moves approved claims to other pay months (`YYYY-MM` each), in one statement. */
export async function setPayMonths(
  tx: Tx,
  companyId: number,
  moves: readonly { id: number; month: string }[],
) {
  if (moves.length === 0) return;
  await tx.execute(sql`UPDATE payroll_allowance_claims c SET pay_month = m.month, updated_at = now()
    FROM unnest(${pgArray(moves.map((m) => m.id))}::bigint[],
      ${pgArray(moves.map((m) => `${m.month}-01`))}::date[]) AS m(id, month)
    WHERE c.company_id = ${companyId} AND c.id = m.id`);
}
