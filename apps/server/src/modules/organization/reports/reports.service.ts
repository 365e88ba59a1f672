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
  type OrgReportRow,
} from '@clockroom/contracts';
import type { ReportDefinition } from '../../../platform/exports/report-export.ts';
import type { ActingContext, SignedInContext } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import * as repo from './reports.repository.ts';
import { visibleBranchIds } from '../../../platform/auth/branch-scope.ts';

/**
 * Turns the filter into a scope, refusing ids the company does not have with a 404 (like a path id of
 * another company): a report silently empty because of a stale or foreign id would mislead.
 */
async function scopeOf(ctx: ActingContext, f: OrgReportFilter): Promise<repo.ReportScope> {
  const ids = orgReportIds(f.fetch_by_id);
  // The filter schema requires exactly one id for a branch or department report.
  const [id] = ids;
  const scope: repo.ReportScope = { visibleBranchIds: visibleBranchIds(ctx) };
  if (f.fetch_by === 'branch') {
    if (id === undefined || !(await repo.branchExists(ctx.tx, ctx.companyId, id)))
      throw notFound(M.branchNotFound);
    scope.branchId = id;
  } else if (f.fetch_by === 'department') {
    if (id === undefined || !(await repo.departmentExists(ctx.tx, ctx.companyId, id)))
      throw notFound(M.departmentNotFound);
    scope.departmentId = id;
    if (f.branch_id != null) {
      if (!(await repo.branchExists(ctx.tx, ctx.companyId, f.branch_id))) throw notFound(M.branchNotFound);
      scope.branchId = f.branch_id;
    }
  } else if (f.fetch_by === 'employee') {
    if ((await repo.countEmployees(ctx.tx, ctx.companyId, ids)) !== ids.length)
      throw notFound(M.employeesNotFound);
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
  const rows = await repo.reportRows(ctx.tx, ctx.companyId, q.columns, scope, {
    limit: perPage,
    offset: (q.page - 1) * perPage,
  });
  return {
    results: rows.map((r) => cleanRow(r, q.columns)),
    total: await repo.reportTotal(ctx.tx, ctx.companyId, scope),
  };
}

const displayDate = (value: string | null | undefined) =>
  value ? `${value.slice(8, 10)}-${value.slice(5, 7)}-${value.slice(0, 4)}` : null;

/** A row as a file shows it: dates dd-MM-yyyy and one phone format, like the screen (spec 1 §2). */
function fileRow(
  row: Record<string, unknown>,
  columns: readonly OrgReportColumn[],
): Record<string, string | null> {
  const out = cleanRow(row, columns);
  for (const c of columns) {
    if (ORG_REPORT_DATE_COLUMNS.includes(c)) out[c] = displayDate(out[c]);
    else if (ORG_REPORT_PHONE_COLUMNS.includes(c)) out[c] = displayPhone(out[c]) || null;
  }
  return out;
}

/** The employee report, one definition for its screen pages and its files (ADR 13). */
export const employeeReport: ReportDefinition<OrgReportFilter> = {
  name: 'organization-report',
  title: M.title,
  baseName: 'employee-report',
  async prepare(ctx, f) {
    const columns = [...new Set(f.columns)];
    const scope = await scopeOf(ctx, f);
    return {
      columns: columns.map((key) => ({ key, label: ORG_REPORT_COLUMN_LABELS[key] })),
      total: await repo.reportTotal(ctx.tx, ctx.companyId, scope),
      fileRows: async (c, page) =>
        (await repo.reportRows(c.tx, ctx.companyId, columns, scope, page)).map((r) => fileRow(r, columns)),
    };
  },
};
