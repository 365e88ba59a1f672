import { sql } from 'drizzle-orm';
import { koboToNaira, monthOfDate, type MyAllowances } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';

/**
 * What one employee sees of their allowances (ESS payslip allowance/view-all and the claim form):
 * the recurring ones they hold, the extras given to them and what they may claim. Every statement
 * names the company as well as relying on RLS (ADR 18).
 */

type Kobo = string | number;

async function recurring(tx: Tx, companyId: number, employeeId: number) {
  const r = await tx.execute<{
    id: Kobo;
    name: string;
    code: string;
    description: string | null;
    amount_kobo: Kobo;
    from_month: string;
    to_month: string | null;
    is_taxable: boolean;
    is_pensionable: boolean;
  }>(sql`
    SELECT a.id, a.name, a.code, a.description, COALESCE(h.amount_kobo, a.amount_kobo, 0) AS amount_kobo,
      h.from_month::text AS from_month, h.to_month::text AS to_month, a.is_taxable, a.is_pensionable
    FROM payroll_allowance_employees h
    JOIN payroll_allowances a ON a.company_id = h.company_id AND a.id = h.allowance_id
    WHERE h.company_id = ${companyId} AND h.employee_id = ${employeeId} AND a.active
    ORDER BY h.from_month DESC, lower(a.name), a.id`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    code: row.code,
    description: row.description,
    amount: koboToNaira(Number(row.amount_kobo)),
    from_month: monthOfDate(row.from_month),
    to_month: row.to_month === null ? null : monthOfDate(row.to_month),
    is_taxable: row.is_taxable,
    is_pensionable: row.is_pensionable,
  }));
}

async function extras(tx: Tx, companyId: number, employeeId: number) {
  const r = await tx.execute<{
    id: Kobo;
    name: string;
    description: string | null;
    recurrence: string;
    amount_kobo: Kobo;
    months: string[] | null;
    is_taxable: boolean;
  }>(sql`
    SELECT x.id, x.name, x.description, x.recurrence, COALESCE(p.amount_kobo, x.amount_kobo) AS amount_kobo,
      ARRAY(SELECT m.month::text FROM payroll_extra_allowance_months m
        WHERE m.company_id = x.company_id AND m.extra_allowance_id = x.id ORDER BY m.month) AS months,
      x.is_taxable
    FROM payroll_extra_allowance_employees p
    JOIN payroll_extra_allowances x ON x.company_id = p.company_id AND x.id = p.extra_allowance_id
    WHERE p.company_id = ${companyId} AND p.employee_id = ${employeeId} AND x.claim_id IS NULL
    ORDER BY x.created_at DESC, x.id DESC`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    description: row.description,
    recurrence: row.recurrence === 'recurring' ? ('recurring' as const) : ('one_off' as const),
    amount: koboToNaira(Number(row.amount_kobo)),
    months: (row.months ?? []).map(monthOfDate),
    is_taxable: row.is_taxable,
  }));
}

async function claimable(tx: Tx, companyId: number) {
  const r = await tx.execute<{ id: Kobo; name: string; code: string; amount_kobo: Kobo | null }>(sql`
    SELECT a.id, a.name, a.code, a.amount_kobo FROM payroll_allowances a
    WHERE a.company_id = ${companyId} AND a.claimable AND a.active
    ORDER BY lower(a.name), a.id`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    code: row.code,
    amount: koboToNaira(Number(row.amount_kobo ?? 0)),
  }));
}

export async function myAllowances(tx: Tx, companyId: number, employeeId: number): Promise<MyAllowances> {
  return {
    allowances: await recurring(tx, companyId, employeeId),
    extra_allowances: await extras(tx, companyId, employeeId),
    claimable: await claimable(tx, companyId),
  };
}
