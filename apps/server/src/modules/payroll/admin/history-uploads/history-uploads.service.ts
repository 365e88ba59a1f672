import {
  HISTORY_UPLOAD_COLUMNS,
  HISTORY_UPLOAD_MAX_ROWS,
  HISTORY_UPLOAD_MESSAGES as M,
  toPaging,
  type HistoryCheck,
  type HistoryRowError,
  type HistoryUpload,
  type HistoryUploadRow,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../../platform/http/errors.ts';
import type { Upload } from '../../../../platform/files/upload.ts';
import { audit } from '../../../../platform/audit/audit.ts';
import { toCsv, toXlsx } from '../../../../platform/exports/table-writers.ts';
import { readUploadedSheet, type SheetData } from '../../../../platform/files/import-file.ts';
import { checkRows, employeeKeys, missingColumns, monthKey, type CheckedRows } from './history-rows.ts';
import { toScheduleRows } from './history-writes.ts';
import * as repo from './history-uploads.repository.ts';

/**
 * Upload payment history (issue 19, ADR 48): earlier months' pay written as confirmed schedule rows
 * with source 'import', so year-to-date PAYE and payslips start right mid-year. All rows or none,
 * unless the caller asks for the valid rows only; nothing of a bad row is ever written.
 */

/** The header row: the fixed columns, then the company's pay breakdown codes as components. */
export async function template(ctx: SignedInContext, format: 'csv' | 'xlsx'): Promise<Buffer> {
  const codes = await repo.breakdownCodes(ctx.tx, ctx.companyId);
  const columns = [...HISTORY_UPLOAD_COLUMNS, ...codes].map((c) => ({ key: c, label: c }));
  const table = { title: 'Payment history', columns, rows: [] };
  return format === 'csv' ? toCsv(table) : toXlsx(table);
}

async function readSheet(upload: Upload): Promise<SheetData> {
  const sheet = await readUploadedSheet(upload, M.fileType);
  const missing = missingColumns(sheet.headers);
  if (missing.length) throw invalidField('file', M.missingColumns(missing.join(', ')));
  if (sheet.rows.length === 0) throw invalidField('file', M.fileEmpty);
  if (sheet.rows.length > HISTORY_UPLOAD_MAX_ROWS) throw invalidField('file', M.tooManyRows);
  return sheet;
}

/** The current month in the company's timezone, `yyyy-MM`. */
function currentMonth(timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

async function check(ctx: SignedInContext, upload: Upload) {
  const sheet = await readSheet(upload);
  const { pins, emails } = employeeKeys(sheet);
  const people = await repo.employeesByKey(ctx.tx, ctx.companyId, pins, emails);
  const byPin = new Map(people.filter((p) => p.pin !== null).map((p) => [p.pin ?? '', p.id]));
  const byEmail = new Map(people.filter((p) => p.email).map((p) => [(p.email ?? '').toLowerCase(), p.id]));
  const taken = await repo.takenMonths(
    ctx.tx,
    ctx.companyId,
    people.map((p) => p.id),
  );
  const timezone = ctx.user.employee.company.timezone;
  const checked = checkRows(sheet, {
    byPin,
    byEmail,
    takenMonths: taken,
    currentMonth: currentMonth(timezone),
  });
  return { checked, people };
}

const invalidRows = (errors: readonly HistoryRowError[]) => new Set(errors.map((e) => e.row)).size;

/** POST …/check: what an upload of this file would do; writes nothing. */
export async function checkFile(ctx: SignedInContext, upload: Upload): Promise<HistoryCheck> {
  const { checked } = await check(ctx, upload);
  const invalid = invalidRows(checked.errors);
  return {
    components: checked.components,
    total: checked.total,
    valid: checked.total - invalid,
    invalid,
    errors: checked.errors,
  };
}

/** A 422 naming each problem as `rows.<line>.<column>`, the first 200 (a screen shows them all from check). */
function refuse(message: string, errors: readonly HistoryRowError[]): never {
  const list = errors.slice(0, 200).map((e) => ({ field: `rows.${e.row}.${e.field}`, message: e.message }));
  throw new AppError(422, message, list.length ? list : [{ field: 'file', message }]);
}

/** POST …/upload-payment-history: the rows written in the request's one transaction, then the upload. */
export async function uploadFile(
  ctx: SignedInContext,
  upload: Upload,
  onlyValid: boolean,
): Promise<HistoryUpload> {
  const { checked, people } = await check(ctx, upload);
  if (checked.errors.length && !onlyValid) refuse(M.hasErrors, checked.errors);
  if (checked.entries.length === 0) refuse(M.nothingValid, checked.errors);
  const id = await repo.insertUpload(ctx.tx, ctx.companyId, {
    fileName: upload.originalName,
    createdBy: ctx.user.employee.id,
    errors: checked.errors,
  });
  const written = await writeRows(ctx, id, checked, people);
  // A month another upload or run wrote since the check is refused like any other taken month.
  const late = checked.entries
    .filter((e) => !written.has(monthKey(e.employeeId, e.year, e.month)))
    .map((e) => ({ row: e.line, field: 'month', message: M.monthTaken }));
  if (late.length && !onlyValid) refuse(M.hasErrors, late);
  if (written.size === 0) refuse(M.nothingValid, late);
  const errors = [...checked.errors, ...late].sort((a, b) => a.row - b.row);
  await repo.setUploadResult(ctx.tx, ctx.companyId, id, { rowsImported: written.size, errors });
  const result = await getUpload(ctx, id);
  await audit(ctx, {
    action: 'upload',
    entity: 'payment history upload',
    entityId: id,
    description: `Uploaded payment history ${result.file_name}: ${result.rows_imported} rows`,
    after: {
      file_name: result.file_name,
      rows_imported: result.rows_imported,
      rows_skipped: result.rows_skipped,
      months: result.months,
    },
  });
  return result;
}

async function writeRows(
  ctx: SignedInContext,
  uploadId: number,
  checked: CheckedRows,
  people: repo.EmployeeRef[],
) {
  const breakdowns = await repo.breakdownsByCode(ctx.tx, ctx.companyId);
  const rows = toScheduleRows(checked.entries, {
    companyId: ctx.companyId,
    uploadId,
    confirmedBy: ctx.user.id,
    breakdowns,
    people: new Map(people.map((p) => [p.id, p])),
  });
  return repo.insertScheduleRows(ctx.tx, ctx.companyId, rows);
}

/** Kobo as text (a sum may pass 2^53) to naira with two decimals. */
const nairaOf = (kobo: string | null) => {
  const k = BigInt(kobo ?? '0');
  return `${k / 100n}.${(k % 100n).toString().padStart(2, '0')}`;
};

type Stored = NonNullable<Awaited<ReturnType<typeof repo.findUpload>>>;

function toRow(r: Stored): HistoryUploadRow & { errors: HistoryRowError[] } {
  const errors = (r.errors ?? []) as HistoryRowError[];
  return { ...r, errors, rows_skipped: invalidRows(errors), created_at: r.created_at.toISOString() };
}

export async function listUploads(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<HistoryUploadRow>> {
  const p = toPaging(q);
  const page = await repo.listUploads(ctx.tx, ctx.companyId, p.search, p.perPage, p.offset);
  return {
    total: page.total,
    results: page.results.map((r) => {
      const { errors: _e, ...row } = toRow(r);
      return row;
    }),
  };
}

export async function getUpload(ctx: SignedInContext, id: number): Promise<HistoryUpload> {
  const row = await repo.findUpload(ctx.tx, ctx.companyId, id);
  if (!row) throw notFound(M.notFound);
  const months = await repo.uploadMonths(ctx.tx, ctx.companyId, id);
  return {
    ...toRow(row),
    months: months.map((m) => ({
      year: m.year,
      month: m.month,
      employees: m.employees,
      gross_pay: nairaOf(m.grossKobo),
      paye: nairaOf(m.payeKobo),
      net_pay: nairaOf(m.netKobo),
    })),
  };
}
