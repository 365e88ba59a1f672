import { sql, type SQL } from 'drizzle-orm';
import { LOAN_REQUEST_MODULE as MODULE, type LoanStatus } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { filteredRows } from '../../../../platform/db/paging.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import { fallbackRows } from '../../../../platform/approvals/fallback-rows.repository.ts';
import { expectRow } from '../../../../platform/db/rows.ts';
import { instalmentColumns } from '../loan-ledger.repository.ts';
import { toLoan, type LoanRow, type ScheduleRow, type StoredLoan } from './loan-request-shape.ts';

export type { StoredLoan } from './loan-request-shape.ts';

/**
 * Loan requests (payroll_loans with their payroll_loan_instalments; ADR 52). Every statement names
 * the company as well as relying on RLS (ADR 18).
 */

/** Who is reading: their employee id, and as a loan approver the branches they decide (null: all). */
export interface LoanViewer {
  employeeId: number;
  /** Holders of 'approve loan' decide requests no approver group governs; false for others. */
  approveBranches: number[] | null | false;
}

// Whether the engine governs a request, which of some ids it governs, and an engine rejection's reason.
const fallback = fallbackRows(MODULE, 'payroll_loans', 'l');
const { governed } = fallback;
export const { governedIds, setRejectionReason } = fallback;

/** The pending, ungoverned request of another employee of a branch the loan approver decides. */
// scoping: a fragment tied to the loan row `l` and its employee `e`, which every caller filters by company
function fallbackWaits(v: LoanViewer): SQL {
  if (v.approveBranches === false) return sql`false`;
  const branches =
    v.approveBranches === null ? sql`true` : sql`e.branch_id = ANY(${pgArray(v.approveBranches)}::bigint[])`;
  return sql`(l.status = 'pending' AND l.employee_id <> ${v.employeeId} AND ${branches} AND NOT ${governed})`;
}

/** The pending request waits on the viewer now: through the engine, or as a loan approver. */
// scoping: a fragment tied to the loan row `l`, which every caller filters by company
function waitsOn(v: LoanViewer): SQL {
  const engine = sql`EXISTS (SELECT 1 FROM approval_waiting w WHERE w.company_id = l.company_id
    AND w.module = ${MODULE} AND w.subject_id = l.id AND w.employee_id = ${v.employeeId})`;
  return sql`((l.status = 'pending' AND ${engine}) OR ${fallbackWaits(v)})`;
}

// scoping: the statement's start; every caller adds `WHERE l.company_id = ${companyId}`
const select = (v: LoanViewer) => sql`SELECT l.id, l.employee_id, e.branch_id,
    concat_ws(' ', e.first_name, e.last_name) AS employee_name, e.pin, l.loan_type_id,
    t.name AS loan_type_name, l.amount_kobo::text, l.tenure_months, l.reason,
    to_char(l.repayment_start, 'YYYY-MM') AS repayment_start, l.interest_rate::text, l.interest_type,
    l.status, l.monthly_instalment_kobo::text, l.total_repayable_kobo::text,
    l.amount_disbursed_kobo::text, l.amount_repaid_kobo::text, l.decided_at, l.rejection_reason,
    l.created_at, ${waitsOn(v)} AS can_decide
  FROM payroll_loans l
  JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id
  JOIN payroll_loan_types t ON t.company_id = l.company_id AND t.id = l.loan_type_id`;

/** The schedules of these loans, in one statement. */
async function schedules(tx: Tx, companyId: number, ids: number[]): Promise<Map<number, ScheduleRow[]>> {
  const byLoan = new Map<number, ScheduleRow[]>();
  if (ids.length === 0) return byLoan;
  const r = await tx.execute<ScheduleRow>(sql`SELECT loan_id, ${instalmentColumns}
    FROM payroll_loan_instalments
    WHERE company_id = ${companyId} AND loan_id = ANY(${pgArray(ids)}::bigint[]) ORDER BY loan_id, seq`);
  for (const row of r.rows) {
    const id = Number(row.loan_id);
    byLoan.set(id, [...(byLoan.get(id) ?? []), row]);
  }
  return byLoan;
}

async function withSchedules(tx: Tx, companyId: number, rows: LoanRow[]): Promise<StoredLoan[]> {
  const lines = await schedules(
    tx,
    companyId,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => toLoan(r, lines.get(Number(r.id)) ?? []));
}

export interface LoanFilters {
  /** Only this employee's requests. */
  employeeId?: number | undefined;
  /** Only employees of these branches (null: any). */
  branchIds?: number[] | null | undefined;
  /** Only those waiting on the viewer. */
  waiting?: boolean;
  loanTypeId?: number | null | undefined;
  status?: LoanStatus | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  search?: string | undefined;
  /** The company's timezone: the day a request was made is its local day. */
  timezone: string;
}

export async function listLoans(
  tx: Tx,
  companyId: number,
  viewer: LoanViewer,
  f: LoanFilters,
  limit: number,
  offset: number,
): Promise<{ results: StoredLoan[]; total: number }> {
  const day = sql`(l.created_at AT TIME ZONE ${f.timezone})::date`;
  const like = `%${f.search ?? ''}%`;
  const where = sql`l.company_id = ${companyId}
    ${f.employeeId === undefined ? sql`` : sql`AND l.employee_id = ${f.employeeId}`}
    ${f.branchIds ? sql`AND e.branch_id = ANY(${pgArray(f.branchIds)}::bigint[])` : sql``}
    ${f.waiting ? sql`AND ${waitsOn(viewer)}` : sql``}
    ${f.loanTypeId ? sql`AND l.loan_type_id = ${f.loanTypeId}` : sql``}
    ${f.status ? sql`AND l.status = ${f.status}` : sql``}
    ${f.startDate ? sql`AND ${day} >= ${f.startDate}::date` : sql``}
    ${f.endDate ? sql`AND ${day} <= ${f.endDate}::date` : sql``}
    ${f.search ? sql`AND (t.name ILIKE ${like} OR e.pin ILIKE ${like} OR concat_ws(' ', e.first_name, e.last_name) ILIKE ${like})` : sql``}`;
  const from = sql`payroll_loans l
    JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id
    JOIN payroll_loan_types t ON t.company_id = l.company_id AND t.id = l.loan_type_id`;
  const order = sql`l.created_at DESC, l.id DESC`;
  return filteredRows(tx, { select: select(viewer), from, where, order, limit, offset }, (rows: LoanRow[]) =>
    withSchedules(tx, companyId, rows),
  );
}

export async function findLoans(
  tx: Tx,
  companyId: number,
  viewer: LoanViewer,
  ids: readonly number[],
  lock = false,
): Promise<StoredLoan[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<LoanRow>(sql`${select(viewer)}
    WHERE l.company_id = ${companyId} AND l.id = ANY(${pgArray(ids)}::bigint[])
    ORDER BY l.id ${lock ? sql`FOR UPDATE OF l` : sql``}`);
  return withSchedules(tx, companyId, r.rows);
}

/** The request's terms, with the type's rate and interest copied in as they are now. */
export interface LoanWrite {
  employeeId: number;
  loanTypeId: number;
  amountKobo: bigint;
  tenureMonths: number;
  reason: string | null;
  repaymentStart: string;
  interestRate: string;
  interestType: 'flat' | 'reducing';
}

export async function insertLoan(
  tx: Tx,
  companyId: number,
  v: LoanWrite,
  createdBy: number,
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_loans (company_id, employee_id, loan_type_id, amount_kobo, tenure_months, reason,
      repayment_start, interest_rate, interest_type, created_by)
    VALUES (${companyId}, ${v.employeeId}, ${v.loanTypeId}, ${v.amountKobo.toString()}::bigint,
      ${v.tenureMonths}, ${v.reason}, ${`${v.repaymentStart}-01`}::date, ${v.interestRate}::numeric,
      ${v.interestType}, ${createdBy})
    RETURNING id`);
  return Number(expectRow(r.rows, 'the new loan request').id);
}

export async function updateLoan(tx: Tx, companyId: number, id: number, v: LoanWrite) {
  await tx.execute(sql`UPDATE payroll_loans SET loan_type_id = ${v.loanTypeId},
    amount_kobo = ${v.amountKobo.toString()}::bigint, tenure_months = ${v.tenureMonths}, reason = ${v.reason},
    repayment_start = ${`${v.repaymentStart}-01`}::date, interest_rate = ${v.interestRate}::numeric,
    interest_type = ${v.interestType}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteLoans(tx: Tx, companyId: number, ids: readonly number[]) {
  await tx.execute(sql`DELETE FROM payroll_loans
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[]) AND status = 'pending'`);
}

/** The decision: approved (disbursement comes next) or rejected, with the reason when given. */
export async function setDecision(
  tx: Tx,
  companyId: number,
  id: number,
  d: { status: 'approved' | 'rejected'; reason?: string | null },
) {
  await tx.execute(sql`UPDATE payroll_loans SET status = ${d.status},
    rejection_reason = COALESCE(${d.reason ?? null}, rejection_reason), decided_at = now(), updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id} AND status = 'pending'`);
}

/**
 * The ungoverned requests waiting on the viewer as a loan approver, and how many employees asked
 * them (the home card adds them to what the engine counts).
 */
export async function countFallbackWaiting(tx: Tx, companyId: number, viewer: LoanViewer) {
  const r = await tx.execute<{ items: number; requesters: number }>(sql`SELECT count(*)::int AS items,
      count(DISTINCT l.employee_id)::int AS requesters
    FROM payroll_loans l JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id
    WHERE l.company_id = ${companyId} AND ${fallbackWaits(viewer)}`);
  return { items: Number(r.rows[0]?.items ?? 0), requesters: Number(r.rows[0]?.requesters ?? 0) };
}
