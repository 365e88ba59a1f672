import { sql, type SQL } from 'drizzle-orm';
import {
  BENEFIT_DEDUCTION_MODULE as MODULE,
  approvalLevelLabel,
  coveredMonths,
  koboToNaira,
  monthOfDate,
  monthStart,
  type BenefitDeduction,
  type BenefitDeductionFrequency,
  type BenefitDeductionStatus,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { payrollBenefitDeductionPayments as payments } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { fallbackRows } from '../../../platform/approvals/fallback-rows.repository.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/**
 * Benefit and deduction records (payroll_benefit_deductions; ADR 54). Every statement names the
 * company as well as relying on RLS (ADR 18).
 */

/** Who reads: their employee id, what they may list, and the branches they decide ungoverned records of. */
export interface RecordViewer {
  employeeId: number;
  /** Branches whose records the viewer lists (null: all); false: none but what waits on them. */
  branches: number[] | null | false;
  /** Holders of 'approve benefit deduction': the branches they decide (null: all); false for others. */
  approverBranches: number[] | null | false;
  mayEdit: boolean;
}

// Whether the engine governs a record, which of some ids it governs, and an engine rejection's reason.
const fallback = fallbackRows(MODULE, 'payroll_benefit_deductions', 'r');
const { governed } = fallback;
export const { governedIds, setRejectionReason } = fallback;

const inBranches = (branches: number[] | null) =>
  branches === null ? sql`true` : sql`e.branch_id = ANY(${pgArray(branches)}::bigint[])`;

/**
 * The pending record waits on the viewer now: through the engine, or, with no group, as a holder of
 * 'approve benefit deduction' who sees the employee's branch and is neither the employee nor who
 * entered it.
 */
// scoping: a fragment tied to the record row `r`, which every caller filters by company
function waitsOn(v: RecordViewer): SQL {
  const engine = sql`EXISTS (SELECT 1 FROM approval_waiting w WHERE w.company_id = r.company_id
    AND w.module = ${MODULE} AND w.subject_id = r.id AND w.employee_id = ${v.employeeId})`;
  if (v.approverBranches === false) return sql`(r.status = 'pending' AND ${engine})`;
  return sql`(r.status = 'pending' AND (${engine} OR (r.employee_id <> ${v.employeeId}
    AND r.created_by IS DISTINCT FROM ${v.employeeId} AND ${inBranches(v.approverBranches)}
    AND NOT ${governed})))`;
}

type RecordRow = {
  id: string | number;
  employee_id: string | number;
  branch_id: string | number | null;
  employee_name: string;
  pin: string | null;
  branch: string | null;
  type_id: string | number;
  type_name: string;
  is_deduction: boolean;
  is_taxable: boolean;
  amount_kobo: string | number;
  frequency: string;
  start_month: string;
  end_month: string | null;
  note: string | null;
  status: string;
  decided_at: string | Date | null;
  rejection_reason: string | null;
  created_by: string | number | null;
  created_by_name: string | null;
  created_at: string | Date;
  months_paid: string | number;
  can_decide: boolean;
};

export type StoredRecord = BenefitDeduction & { branch_id: number | null; created_by: number | null };

const iso = (v: string | Date) => new Date(v).toISOString();

function toRecord(r: RecordRow, viewer: RecordViewer): StoredRecord {
  const status = r.status as BenefitDeductionStatus;
  const frequency = r.frequency as BenefitDeductionFrequency;
  const start = monthOfDate(r.start_month);
  const end = r.end_month === null ? null : monthOfDate(r.end_month);
  return {
    id: Number(r.id),
    employee_id: Number(r.employee_id),
    branch_id: r.branch_id === null ? null : Number(r.branch_id),
    employee_name: r.employee_name,
    pin: r.pin,
    branch: r.branch,
    benefit_deduction_type_id: Number(r.type_id),
    type_name: r.type_name,
    is_deduction: r.is_deduction,
    is_taxable: r.is_deduction ? false : r.is_taxable,
    kind: r.is_deduction ? 'deduction' : 'benefit',
    amount: koboToNaira(Number(r.amount_kobo)),
    frequency,
    start_month: start,
    end_month: end,
    note: r.note,
    status,
    decided_at: r.decided_at === null ? null : iso(r.decided_at),
    rejection_reason: r.rejection_reason,
    created_by: r.created_by === null ? null : Number(r.created_by),
    created_by_name: r.created_by_name,
    created_at: iso(r.created_at),
    months_paid: Number(r.months_paid),
    months_total: coveredMonths({ frequency, start_month: start, end_month: end }).length,
    can_edit: status === 'pending' && viewer.mayEdit,
    can_decide: r.can_decide,
    level: 0,
    level_label: approvalLevelLabel(0),
  };
}

// scoping: the statement's tables; every caller adds `WHERE r.company_id = ${companyId}` (whereOf)
const from = sql`payroll_benefit_deductions r
  JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
  JOIN payroll_benefit_deduction_types t ON t.company_id = r.company_id AND t.id = r.type_id
  LEFT JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id
  LEFT JOIN employees c ON c.company_id = r.company_id AND c.id = r.created_by`;

// scoping: the statement's start; every caller adds `WHERE r.company_id = ${companyId}`
const select = (v: RecordViewer) => sql`SELECT r.id, r.employee_id, e.branch_id,
    concat_ws(' ', e.first_name, e.last_name) AS employee_name, e.pin, b.station_name AS branch,
    r.type_id, t.name AS type_name, t.is_deduction, t.is_taxable, r.amount_kobo, r.frequency,
    r.start_month::text AS start_month, r.end_month::text AS end_month, r.note, r.status, r.decided_at,
    r.rejection_reason, r.created_by, concat_ws(' ', c.first_name, c.last_name) AS created_by_name,
    r.created_at, ${childCount(payments, payments.benefitDeductionId, sql`r`, { type: 'bigint' })} AS months_paid,
    ${waitsOn(v)} AS can_decide
  FROM ${from}`;

export interface RecordFilters {
  waiting?: boolean;
  employeeId?: number | undefined;
  typeId?: number | undefined;
  kind?: 'benefit' | 'deduction' | undefined;
  status?: BenefitDeductionStatus | undefined;
  month?: string | undefined;
  search?: string | undefined;
}

function whereOf(companyId: number, v: RecordViewer, f: RecordFilters): SQL {
  const month = f.month ? monthStart(f.month) : null;
  const seen = f.waiting ? waitsOn(v) : v.branches === false ? sql`false` : inBranches(v.branches);
  return sql`r.company_id = ${companyId} AND ${seen}
    ${f.employeeId === undefined ? sql`` : sql`AND r.employee_id = ${f.employeeId}`}
    ${f.typeId === undefined ? sql`` : sql`AND r.type_id = ${f.typeId}`}
    ${f.kind ? sql`AND t.is_deduction = ${f.kind === 'deduction'}` : sql``}
    ${f.status ? sql`AND r.status = ${f.status}` : sql``}
    ${month ? sql`AND r.start_month <= ${month}::date AND COALESCE(r.end_month, r.start_month) >= ${month}::date` : sql``}
    ${f.search ? sql`AND (t.name ILIKE ${`%${f.search}%`} OR concat_ws(' ', e.first_name, e.last_name) ILIKE ${`%${f.search}%`} OR e.pin ILIKE ${`%${f.search}%`})` : sql``}`;
}

export async function listRecords(
  tx: Tx,
  companyId: number,
  viewer: RecordViewer,
  f: RecordFilters,
  limit: number,
  offset: number,
): Promise<{ results: StoredRecord[]; total: number }> {
  const where = whereOf(companyId, viewer, f);
  const order = sql`r.created_at DESC, r.id DESC`;
  const list = { select: select(viewer), from, where, order, limit, offset };
  return filteredPage(tx, list, (r: RecordRow) => toRecord(r, viewer));
}

export async function findRecords(
  tx: Tx,
  companyId: number,
  viewer: RecordViewer,
  ids: readonly number[],
  lock = false,
): Promise<StoredRecord[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<RecordRow>(sql`${select(viewer)}
    WHERE r.company_id = ${companyId} AND r.id = ANY(${pgArray(ids)}::bigint[])
    ORDER BY r.id ${lock ? sql`FOR UPDATE OF r` : sql``}`);
  return r.rows.map((row) => toRecord(row, viewer));
}

export type RecordValues = {
  benefit_deduction_type_id: number;
  amount_kobo: number;
  frequency: BenefitDeductionFrequency;
  start_month: string;
  end_month: string | null;
  note: string | null;
};

export async function insertRecord(
  tx: Tx,
  companyId: number,
  employeeId: number,
  createdBy: number,
  v: RecordValues,
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_benefit_deductions (company_id, employee_id, type_id, amount_kobo, frequency,
      start_month, end_month, note, created_by)
    VALUES (${companyId}, ${employeeId}, ${v.benefit_deduction_type_id}, ${v.amount_kobo}, ${v.frequency},
      ${monthStart(v.start_month)}::date, ${v.end_month ? monthStart(v.end_month) : null}::date, ${v.note},
      ${createdBy})
    RETURNING id`);
  return Number(expectRow(r.rows, 'the new benefit or deduction').id);
}

export async function updateRecord(
  tx: Tx,
  companyId: number,
  id: number,
  employeeId: number,
  v: RecordValues,
) {
  await tx.execute(sql`UPDATE payroll_benefit_deductions SET employee_id = ${employeeId},
    type_id = ${v.benefit_deduction_type_id}, amount_kobo = ${v.amount_kobo}, frequency = ${v.frequency},
    start_month = ${monthStart(v.start_month)}::date,
    end_month = ${v.end_month ? monthStart(v.end_month) : null}::date, note = ${v.note},
    status = 'pending', decided_at = NULL, rejection_reason = NULL, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteRecords(tx: Tx, companyId: number, ids: readonly number[]) {
  await tx.execute(sql`DELETE FROM payroll_benefit_deductions
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
}

/** The decision: approved, or rejected (with the reason when given). */
export async function setDecision(
  tx: Tx,
  companyId: number,
  id: number,
  d: { status: 'approved' | 'rejected'; reason?: string | null },
) {
  await tx.execute(sql`UPDATE payroll_benefit_deductions SET status = ${d.status},
    rejection_reason = COALESCE(${d.reason ?? null}, rejection_reason), decided_at = now(), updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}
