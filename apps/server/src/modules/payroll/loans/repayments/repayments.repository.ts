import { sql, type SQL } from 'drizzle-orm';
import { koboToNaira, type LoanDisbursement, type LoanRefund } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { filteredPage } from '../../../../platform/db/paging.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

/**
 * Disbursements and refunds as rows (ADR 53): each with its loan's employee and type. Every statement
 * names the company as well as relying on RLS (ADR 18).
 */

export interface ListFilter {
  search: string | undefined;
  employeeId?: number | undefined;
  loanId?: number | undefined;
  /** The branches the viewer sees; null for all. */
  branchIds: readonly number[] | null;
  limit: number;
  offset: number;
}

type Table = 'payroll_loan_disbursements' | 'payroll_loan_refunds';

type Row = {
  id: string | number;
  loan_id: string | number;
  employee_id: string | number;
  employee_name: string;
  employee_pin: string | null;
  branch_id: string | number | null;
  loan_type: string;
  amount_kobo: string;
  on_date: string;
  note: string | null;
  balance_kobo: string;
  created_at: string | Date;
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

// scoping: a fragment; list() and find() add `WHERE r.company_id = …` (and the joins match on it).
const select = (table: Table, dateColumn: 'disbursed_on' | 'refunded_on') => sql`
  SELECT r.id, r.loan_id, l.employee_id, concat_ws(' ', e.first_name, e.last_name) AS employee_name,
    e.pin AS employee_pin, e.branch_id, t.name AS loan_type, r.amount_kobo::text,
    to_char(r.${sql.raw(dateColumn)}, 'YYYY-MM-DD') AS on_date, r.note,
    (l.total_repayable_kobo - l.amount_repaid_kobo)::text AS balance_kobo, r.created_at
  FROM ${sql.raw(table)} r
  JOIN payroll_loans l ON l.company_id = r.company_id AND l.id = r.loan_id
  JOIN payroll_loan_types t ON t.company_id = l.company_id AND t.id = l.loan_type_id
  JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id`;

function where(companyId: number, f: Omit<ListFilter, 'limit' | 'offset'>): SQL {
  const like = f.search ? `%${f.search}%` : null;
  return sql`r.company_id = ${companyId}
    ${like ? sql`AND (concat_ws(' ', e.first_name, e.last_name) ILIKE ${like} OR e.pin ILIKE ${like} OR t.name ILIKE ${like})` : sql``}
    ${f.employeeId ? sql`AND l.employee_id = ${f.employeeId}` : sql``}
    ${f.loanId ? sql`AND r.loan_id = ${f.loanId}` : sql``}
    ${f.branchIds === null ? sql`` : sql`AND e.branch_id = ANY(${pgArray(f.branchIds)}::bigint[])`}`;
}

const facts = (r: Row) => ({
  id: Number(r.id),
  loan_request_id: Number(r.loan_id),
  employee_id: Number(r.employee_id),
  employee_name: r.employee_name,
  employee_pin: r.employee_pin,
  loan_type: r.loan_type,
  amount: koboToNaira(Number(r.amount_kobo)),
  note: r.note,
  created_at: iso(r.created_at),
});

export interface Found<T> {
  row: T;
  branchId: number | null;
  amountKobo: bigint;
}

const toDisbursement = (r: Row): LoanDisbursement => ({ ...facts(r), disbursed_on: r.on_date });
const toRefund = (r: Row): LoanRefund => ({
  ...facts(r),
  refunded_on: r.on_date,
  loan_balance: koboToNaira(Number(r.balance_kobo)),
});

async function list<T>(tx: Tx, companyId: number, table: Table, f: ListFilter, map: (r: Row) => T) {
  const dateColumn = table === 'payroll_loan_refunds' ? 'refunded_on' : 'disbursed_on';
  const w = where(companyId, f);
  const from = sql`${sql.raw(table)} r
    JOIN payroll_loans l ON l.company_id = r.company_id AND l.id = r.loan_id
    JOIN payroll_loan_types t ON t.company_id = l.company_id AND t.id = l.loan_type_id
    JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id`;
  const order = sql`r.${sql.raw(dateColumn)} DESC, r.id DESC`;
  const list = { select: select(table, dateColumn), from, where: w, order, limit: f.limit, offset: f.offset };
  return filteredPage(tx, list, map);
}

async function find<T>(tx: Tx, companyId: number, table: Table, id: number, map: (r: Row) => T) {
  const dateColumn = table === 'payroll_loan_refunds' ? 'refunded_on' : 'disbursed_on';
  const r = await tx.execute<Row>(
    sql`${select(table, dateColumn)} WHERE r.company_id = ${companyId} AND r.id = ${id}`,
  );
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    row: map(row),
    branchId: row.branch_id === null ? null : Number(row.branch_id),
    amountKobo: BigInt(row.amount_kobo),
  };
}

export const listDisbursements = (tx: Tx, companyId: number, f: ListFilter) =>
  list(tx, companyId, 'payroll_loan_disbursements', f, toDisbursement);
export const listRefunds = (tx: Tx, companyId: number, f: ListFilter) =>
  list(tx, companyId, 'payroll_loan_refunds', f, toRefund);
export const findDisbursement = (tx: Tx, companyId: number, id: number) =>
  find(tx, companyId, 'payroll_loan_disbursements', id, toDisbursement);
export const findRefund = (tx: Tx, companyId: number, id: number) =>
  find(tx, companyId, 'payroll_loan_refunds', id, toRefund);

export async function insertDisbursement(
  tx: Tx,
  companyId: number,
  v: { loanId: number; amountKobo: number; on: string; note: string | null; by: number },
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_loan_disbursements (company_id, loan_id, amount_kobo, disbursed_on, note, created_by)
    VALUES (${companyId}, ${v.loanId}, ${v.amountKobo}, ${v.on}::date, ${v.note}, ${v.by}) RETURNING id`);
  return Number(r.rows[0]?.id);
}

export async function deleteDisbursement(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(
    sql`DELETE FROM payroll_loan_disbursements WHERE company_id = ${companyId} AND id = ${id}`,
  );
}

export async function insertRefund(
  tx: Tx,
  companyId: number,
  v: { loanId: number; amountKobo: number; on: string; note: string | null; by: number },
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_loan_refunds (company_id, loan_id, amount_kobo, refunded_on, note, created_by)
    VALUES (${companyId}, ${v.loanId}, ${v.amountKobo}, ${v.on}::date, ${v.note}, ${v.by}) RETURNING id`);
  return Number(r.rows[0]?.id);
}

export async function updateRefund(
  tx: Tx,
  companyId: number,
  id: number,
  v: { loanId: number; amountKobo: number; on: string; note: string | null },
): Promise<void> {
  await tx.execute(sql`
    UPDATE payroll_loan_refunds SET loan_id = ${v.loanId}, amount_kobo = ${v.amountKobo},
      refunded_on = ${v.on}::date, note = ${v.note}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteRefunds(tx: Tx, companyId: number, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM payroll_loan_refunds
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
}
