import { and, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ExemptionRow, ExemptionStatus } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { approvalRequests, employees, exemptions } from '../../../db/schema/index.ts';
import { selectedPage, rowFinder } from '../../../platform/db/paging.ts';
import { deleteCompanyRows, insertCompanyRow, updateCompanyRow } from '../../../platform/db/rows.ts';
import { waitingOnCondition } from '../../../platform/approvals/approval-waiting.repository.ts';
import { employeeName } from '../../../platform/db/employee-joins.ts';
import { sameCompanyRow, withRowOf } from '../../../platform/db/company-joins.ts';

/**
 * Exemption requests' rows: the lists, one request, the checks before a write, and the writes. Every
 * statement names the company as well as relying on RLS (ADR 18).
 */

export const EXEMPTION_MODULE = 'exemption';

const columns = {
  id: exemptions.id,
  employee_id: exemptions.employeeId,
  employee_name: employeeName,
  employee_branch_id: employees.branchId,
  date: exemptions.date,
  exemption_reason: exemptions.exemptionReason,
  status: exemptions.status,
  created_at: exemptions.createdAt,
};

interface Raw {
  id: number;
  employee_id: number;
  employee_name: string;
  employee_branch_id: number | null;
  date: string;
  exemption_reason: string;
  status: string;
  created_at: Date;
}

export type StoredExemption = ExemptionRow & { employee_branch_id: number | null };

function toRow(r: Raw): StoredExemption {
  const status = r.status as ExemptionStatus;
  return {
    id: r.id,
    employee_id: r.employee_id,
    employee_name: r.employee_name,
    employee_branch_id: r.employee_branch_id,
    date: r.date,
    exemption_reason: r.exemption_reason,
    exemption_status: status,
    status,
    created_at: r.created_at.toISOString(),
  };
}

export interface ExemptionFilters {
  search?: string | undefined;
  status?: ExemptionStatus | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** Only this employee's (self-service). */
  employeeId?: number | undefined;
  /** Only staff of these branches; null: every branch. */
  branchIds?: number[] | null | undefined;
  /** Only the items waiting on this employee's approval now. */
  waitingOn?: number | undefined;
}

function conditions(companyId: number, f: ExemptionFilters): SQL | undefined {
  return and(
    eq(exemptions.companyId, companyId),
    f.employeeId === undefined ? undefined : eq(exemptions.employeeId, f.employeeId),
    f.branchIds ? (f.branchIds.length ? inArray(employees.branchId, f.branchIds) : sql`false`) : undefined,
    f.status ? eq(exemptions.status, f.status) : undefined,
    f.startDate ? gte(exemptions.date, f.startDate) : undefined,
    f.endDate ? lte(exemptions.date, f.endDate) : undefined,
    f.search
      ? or(ilike(employeeName, `%${f.search}%`), ilike(exemptions.exemptionReason, `%${f.search}%`))
      : undefined,
    f.waitingOn === undefined
      ? undefined
      : waitingOnCondition(companyId, EXEMPTION_MODULE, f.waitingOn, exemptions.id),
  );
}

// scoping: the list and the lookup that read it filter by company (selectedPage, selectedRow).
const withEmployee = withRowOf(columns, exemptions, employees, exemptions.employeeId, 'inner');

export async function listExemptions(
  tx: Tx,
  companyId: number,
  f: ExemptionFilters,
  limit: number,
  offset: number,
): Promise<{ results: StoredExemption[]; total: number }> {
  const where = conditions(companyId, f);
  const order = [desc(exemptions.date), desc(exemptions.id)];
  return selectedPage(tx, { ...withEmployee, where, order }, { limit, offset }, toRow);
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findExemption = rowFinder(withEmployee, toRow);

/** These ids' rows (those of this company), locked until commit. */
export async function lockExemptions(tx: Tx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: exemptions.id,
      employee_id: exemptions.employeeId,
      employee_branch_id: employees.branchId,
      date: exemptions.date,
      status: exemptions.status,
      employee_name: employeeName,
    })
    .from(exemptions)
    .innerJoin(employees, sameCompanyRow(employees, exemptions, exemptions.employeeId))
    .where(and(eq(exemptions.companyId, companyId), inArray(exemptions.id, ids)))
    .for('update', { of: exemptions });
}

/** Another pending or approved request of the employee on the date (one day is excused once). */
export async function findClash(
  tx: Tx,
  companyId: number,
  employeeId: number,
  date: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: exemptions.id })
    .from(exemptions)
    .where(
      and(
        eq(exemptions.companyId, companyId),
        eq(exemptions.employeeId, employeeId),
        eq(exemptions.date, date),
        inArray(exemptions.status, ['pending', 'approved']),
        exceptId === undefined ? undefined : ne(exemptions.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertExemption(
  tx: Tx,
  companyId: number,
  v: { employeeId: number; date: string; exemptionReason: string; createdBy: number },
): Promise<number> {
  return insertCompanyRow(
    tx,
    exemptions,
    companyId,
    { ...v, status: 'pending' },
    'the new exemption request',
  );
}

export async function updateExemption(
  tx: Tx,
  companyId: number,
  id: number,
  v: { date: string; exemptionReason: string },
): Promise<void> {
  await updateCompanyRow(tx, exemptions, companyId, id, { ...v, status: 'pending', updatedAt: new Date() });
}

export async function setStatus(tx: Tx, companyId: number, id: number, status: ExemptionStatus) {
  await updateCompanyRow(tx, exemptions, companyId, id, { status, updatedAt: new Date() });
}

/** The requests and their approvals go together (levels and history follow by cascade). */
export async function deleteExemptions(tx: Tx, companyId: number, ids: number[]): Promise<void> {
  await deleteCompanyRows(
    tx,
    approvalRequests,
    companyId,
    eq(approvalRequests.module, EXEMPTION_MODULE),
    inArray(approvalRequests.subjectId, ids),
  );
  await tx.delete(exemptions).where(and(eq(exemptions.companyId, companyId), inArray(exemptions.id, ids)));
}
