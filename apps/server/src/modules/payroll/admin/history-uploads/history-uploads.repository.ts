import { and, desc, eq, sql } from 'drizzle-orm';
import type { HistoryRowError } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { containing, selectedPage, selectedRow } from '../../../../platform/db/paging.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import { expectRow } from '../../../../platform/db/rows.ts';
import { employeeNameOf } from '../../../../platform/db/related-rows.ts';
import {
  employees,
  payrollHistoryUploads as uploads,
  payrollScheduleRows as scheduleRows,
} from '../../../../db/schema/index.ts';
import type { BreakdownInfo } from './history-lines.ts';

/** Payment history uploads and the schedule rows they write (ADR 48); every statement names the company. */

export interface EmployeeRef {
  id: number;
  pin: string | null;
  email: string | null;
  branchId: number | null;
  departmentId: number | null;
}

/** The company's employees with these pins or (lower-cased) emails, archived ones included. */
export async function employeesByKey(
  tx: Tx,
  companyId: number,
  pins: string[],
  emails: string[],
): Promise<EmployeeRef[]> {
  if (pins.length === 0 && emails.length === 0) return [];
  return tx
    .select({
      id: employees.id,
      pin: employees.pin,
      email: employees.email,
      branchId: employees.branchId,
      departmentId: employees.departmentId,
    })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`(${employees.pin} = ANY(${pgArray(pins)}::text[]) OR lower(${employees.email}) = ANY(${pgArray(emails)}::text[]))`,
      ),
    );
}

/** `employeeId-year-month` of these employees' months that already have a schedule row, any source. */
export async function takenMonths(tx: Tx, companyId: number, employeeIds: number[]): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await tx
    .select({ e: scheduleRows.employeeId, y: scheduleRows.year, m: scheduleRows.month })
    .from(scheduleRows)
    .where(
      and(
        eq(scheduleRows.companyId, companyId),
        sql`${scheduleRows.employeeId} = ANY(${pgArray(employeeIds)}::bigint[])`,
      ),
    );
  return new Set(rows.map((r) => `${r.e}-${r.y}-${r.m}`));
}

/** The company's pay breakdown by upper-cased code: names and flags for imported components. */
export async function breakdownsByCode(tx: Tx, companyId: number): Promise<Map<string, BreakdownInfo>> {
  const r = await tx.execute<{
    code: string;
    name: string;
    kind: string;
    taxable: boolean;
    pensionable: boolean;
  }>(sql`
    SELECT upper(code) AS code, allowance_name AS name, component_type AS kind,
      is_taxable AS taxable, is_pensionable AS pensionable
    FROM pay_breakdowns WHERE company_id = ${companyId} ORDER BY position, id`);
  return new Map(
    r.rows.map((b) => [
      b.code,
      { name: b.name, componentType: b.kind, isTaxable: b.taxable, isPensionable: b.pensionable },
    ]),
  );
}

/** The pay breakdown codes in their order, for the template's component columns. */
export async function breakdownCodes(tx: Tx, companyId: number): Promise<string[]> {
  return [...(await breakdownsByCode(tx, companyId)).keys()];
}

export async function insertUpload(
  tx: Tx,
  companyId: number,
  v: { fileName: string; createdBy: number; errors: HistoryRowError[] },
): Promise<number> {
  const { id } = expectRow(
    await tx
      .insert(uploads)
      .values({ companyId, fileName: v.fileName, createdBy: v.createdBy, errors: v.errors })
      .returning({ id: uploads.id }),
    'the new payment history upload',
  );
  return id;
}

export async function setUploadResult(
  tx: Tx,
  companyId: number,
  id: number,
  v: { rowsImported: number; errors: HistoryRowError[] },
): Promise<void> {
  await tx
    .update(uploads)
    .set({ rowsImported: v.rowsImported, errors: v.errors })
    .where(and(eq(uploads.companyId, companyId), eq(uploads.id, id)));
}

export type ScheduleRowInsert = typeof scheduleRows.$inferInsert;

// About 30 values a row: 1,000 rows stay well under PostgreSQL's 65,535 parameters a statement.
const CHUNK = 1_000;

/**
 * Writes the rows, skipping any employee-month that has a row already (another upload or a run got
 * there first), and answers the `employeeId-year-month` keys that were written.
 */
export async function insertScheduleRows(
  tx: Tx,
  companyId: number,
  rows: ScheduleRowInsert[],
): Promise<Set<string>> {
  const written = new Set<string>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const done = await tx
      .insert(scheduleRows)
      .values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, companyId })))
      .onConflictDoNothing()
      .returning({ e: scheduleRows.employeeId, y: scheduleRows.year, m: scheduleRows.month });
    for (const r of done) written.add(`${r.e}-${r.y}-${r.m}`);
  }
  return written;
}

const listColumns = {
  id: uploads.id,
  file_name: uploads.fileName,
  rows_imported: uploads.rowsImported,
  errors: uploads.errors,
  created_by: employeeNameOf(uploads, uploads.createdBy),
  created_at: uploads.createdAt,
};

export async function listUploads(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const like = search ? containing(search) : undefined;
  const where = and(
    eq(uploads.companyId, companyId),
    like ? sql`${uploads.fileName} ILIKE ${like}` : undefined,
  );
  const order = [desc(uploads.createdAt), desc(uploads.id)];
  return selectedPage(tx, { columns: listColumns, from: uploads, where, order }, { limit, offset });
}

export async function findUpload(tx: Tx, companyId: number, id: number) {
  return selectedRow(tx, { columns: listColumns, from: uploads }, companyId, id);
}

/** The months an upload filled: how many employees, and its gross, PAYE and net in kobo. */
export async function uploadMonths(tx: Tx, companyId: number, uploadId: number) {
  return tx
    .select({
      year: scheduleRows.year,
      month: scheduleRows.month,
      employees: sql<number>`count(*)::int`,
      grossKobo: sql<string>`sum(${scheduleRows.grossPayKobo})::text`,
      payeKobo: sql<string>`sum(${scheduleRows.payeKobo})::text`,
      netKobo: sql<string>`sum(${scheduleRows.netPayKobo})::text`,
    })
    .from(scheduleRows)
    .where(and(eq(scheduleRows.companyId, companyId), eq(scheduleRows.uploadId, uploadId)))
    .groupBy(scheduleRows.year, scheduleRows.month)
    .orderBy(scheduleRows.year, scheduleRows.month);
}
