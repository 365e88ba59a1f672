import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES as M,
  type ImportColumn,
  type ImportPreview,
  type ImportSummary,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField } from '../../../platform/http/errors.ts';
import type { Upload } from '../../../platform/files/upload.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { toCsv, toXlsx } from '../../../platform/exports/table-writers.ts';
import { readUploadedSheet, type SheetData } from './import-file.ts';
import { checkRows, missingColumns, type ValidRow } from './import-rows.ts';
import * as repo from './employee-import.repository.ts';
import {
  EMPLOYEE_COLUMNS,
  columnsOf,
  type EmployeeField,
  type EmployeeInsert,
} from '../employees/employee-columns.ts';

/** The empty template: the header row only, so nothing sample-like is ever imported by mistake. */
export async function template(format: 'csv' | 'xlsx'): Promise<Buffer> {
  const table = {
    title: 'Employees',
    columns: IMPORT_COLUMNS.map((c) => ({ key: c, label: c })),
    rows: [],
  };
  return format === 'csv' ? toCsv(table) : toXlsx(table);
}

async function readSheet(upload: Upload): Promise<SheetData> {
  const sheet = await readUploadedSheet(upload, M.fileType);
  const missing = missingColumns(sheet.headers);
  if (missing.length) throw invalidField('file', M.missingColumns.replace('{columns}', missing.join(', ')));
  if (sheet.rows.length === 0) throw invalidField('file', M.fileEmpty);
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw invalidField('file', M.tooManyRows);
  return sheet;
}

async function check(ctx: SignedInContext, upload: Upload) {
  const sheet = await readSheet(upload);
  const pins = [...new Set(sheet.rows.map((r) => (r.cells.pin ?? '').trim()).filter(Boolean))];
  const emails = [
    ...new Set(sheet.rows.map((r) => (r.cells.email ?? '').trim().toLowerCase()).filter(Boolean)),
  ];
  const lookups = await repo.loadLookups(ctx.tx, ctx.companyId);
  const existing = await repo.existingKeys(ctx.tx, ctx.companyId, pins, emails);
  return checkRows(sheet, lookups, existing);
}

/** POST /organization/employees/import/preview: every row with its per-field problems; writes nothing. */
export async function preview(ctx: SignedInContext, upload: Upload): Promise<ImportPreview> {
  const { preview: rows, valid } = await check(ctx, upload);
  return {
    columns: [...IMPORT_COLUMNS],
    rows,
    total: rows.length,
    valid: valid.length,
    invalid: rows.length - valid.length,
  };
}

/** The file's columns stored as read, through the record's one field map; lookups are resolved below. */
const STORED_AS_READ = IMPORT_COLUMNS.filter((c): c is ImportColumn & EmployeeField => c in EMPLOYEE_COLUMNS);

function toEmployee(companyId: number, { row, ids }: ValidRow): EmployeeInsert {
  return {
    ...columnsOf(row, STORED_AS_READ),
    companyId,
    firstName: row.first_name,
    lastName: row.last_name,
    branchId: ids.branch ?? null,
    departmentId: ids.department ?? null,
    employeeTypeId: ids.employee_type ?? null,
    employeeCategoryId: ids.employee_category ?? null,
    employeeDesignationId: ids.employee_designation ?? null,
    employeeGradeId: ids.employee_grade ?? null,
    bankId: ids.bank ?? null,
    status: 1,
    // No login yet: an invitation later sends them through onboarding to confirm their details.
    profileCompleted: false,
    loginAccess: false,
  };
}

/**
 * POST /organization/employees/import: all or nothing unless only_valid, in the request's one
 * transaction (a failure part-way leaves no employee behind).
 */
export async function importEmployees(
  ctx: SignedInContext,
  upload: Upload,
  onlyValid: boolean,
): Promise<ImportSummary> {
  const { preview: rows, valid } = await check(ctx, upload);
  const errors = rows.flatMap((r) => r.errors.map((e) => ({ line: r.line, ...e })));
  if (errors.length && !onlyValid) {
    throw new AppError(
      422,
      M.hasErrors,
      errors.slice(0, 200).map((e) => ({ field: `rows.${e.line}.${e.field}`, message: e.message })),
    );
  }
  if (valid.length === 0) throw invalidField('file', M.nothingValid);
  const ids = await repo.insertEmployees(
    ctx.tx,
    ctx.companyId,
    valid.map((v) => toEmployee(ctx.companyId, v)),
  );
  await audit(ctx, {
    action: 'import',
    entity: 'employee',
    description: `Imported ${ids.length} employees from ${upload.originalName}`,
    after: { file: upload.originalName, imported: ids.length, skipped: rows.length - valid.length, ids },
  });
  return { imported: ids.length, skipped: rows.length - valid.length, errors };
}
