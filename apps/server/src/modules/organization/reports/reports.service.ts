import {
  ORG_REPORT_COLUMN_LABELS,
  ORG_REPORT_DATE_COLUMNS,
  ORG_REPORT_PHONE_COLUMNS,
  displayPhone,
  ORG_REPORT_MESSAGES as M,
  orgReportIds,
  orgReportPageSize,
  type OrgReportColumn,
  type OrgReportFetch,
  type OrgReportFilter,
  type OrgReportFormat,
  type OrgReportRow,
} from '@clockroom/contracts';
import { audit } from '../../../platform/audit/audit.ts';
import { exportTable } from '../../../platform/exports/export-file.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import * as repo from './reports.repository.ts';
import { visibleBranchIds } from '../branch-scope.ts';

/**
 * Turns the filter into a scope, refusing ids the company does not have with a 404 (like a path id of
 * another company): a report silently empty because of a stale or foreign id would mislead.
 */
async function scopeOf(ctx: SignedInContext, f: OrgReportFilter): Promise<repo.ReportScope> {
  const ids = orgReportIds(f.fetch_by_id);
  const scope: repo.ReportScope = { visibleBranchIds: visibleBranchIds(ctx) };
  if (f.fetch_by === 'branch') {
    if (!(await repo.branchExists(ctx.tx, ids[0]!))) throw notFound(M.branchNotFound);
    scope.branchId = ids[0];
  } else if (f.fetch_by === 'department') {
    if (!(await repo.departmentExists(ctx.tx, ids[0]!))) throw notFound(M.departmentNotFound);
    scope.departmentId = ids[0];
    if (f.branch_id != null) {
      if (!(await repo.branchExists(ctx.tx, f.branch_id))) throw notFound(M.branchNotFound);
      scope.branchId = f.branch_id;
    }
  } else if (f.fetch_by === 'employee') {
    if ((await repo.countEmployees(ctx.tx, ids)) !== ids.length) throw notFound(M.employeesNotFound);
    scope.employeeIds = ids;
  }
  return scope;
}

/** Empty text becomes null so every screen shows the same NA (spec 1 §2). */
function cleanRow(row: Record<string, unknown>, columns: readonly OrgReportColumn[]): OrgReportRow {
  const out: OrgReportRow = {};
  for (const c of columns) {
    const v = row[c];
    out[c] = v === null || v === undefined || String(v).trim() === '' ? null : String(v);
  }
  return out;
}

export async function fetchReport(ctx: SignedInContext, q: OrgReportFetch) {
  const scope = await scopeOf(ctx, q);
  const perPage = orgReportPageSize(q);
  const rows = await repo.reportRows(ctx.tx, q.columns, scope, {
    limit: perPage,
    offset: (q.page - 1) * perPage,
  });
  return {
    results: rows.map((r) => cleanRow(r, q.columns)),
    total: await repo.reportTotal(ctx.tx, scope),
  };
}

const displayDate = (value: string | null | undefined) =>
  value ? `${value.slice(8, 10)}-${value.slice(5, 7)}-${value.slice(0, 4)}` : null;

/** Every matching row written as CSV, XLSX or PDF; answers the private, expiring file name. */
export async function downloadReport(
  ctx: SignedInContext,
  files: FileStorage,
  format: OrgReportFormat,
  f: OrgReportFilter,
): Promise<string> {
  const columns = [...new Set(f.columns)];
  const scope = await scopeOf(ctx, f);
  const rows = await repo.reportRows(ctx.tx, columns, scope);
  const dateColumns = columns.filter((c) => ORG_REPORT_DATE_COLUMNS.includes(c));
  const phoneColumns = columns.filter((c) => ORG_REPORT_PHONE_COLUMNS.includes(c));
  for (const row of rows) {
    for (const c of dateColumns) row[c] = displayDate(row[c] as string | null);
    // Files read like the screen: one phone format everywhere.
    for (const c of phoneColumns) row[c] = displayPhone(row[c] as string | null) || null;
  }
  const fileName = await exportTable(
    ctx,
    files,
    format,
    {
      title: M.title,
      columns: columns.map((key) => ({ key, label: ORG_REPORT_COLUMN_LABELS[key] })),
      rows: rows as Record<string, string | null>[],
    },
    'employee-report',
  );
  await audit(ctx, {
    action: 'export',
    entity: 'organization_report',
    description: `Exported the employee report (${rows.length} employees, ${format.toUpperCase()})`,
    after: { format, fetch_by: f.fetch_by, columns, rows: rows.length },
  });
  return fileName;
}
