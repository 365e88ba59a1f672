import {
  ORG_REPORT,
  ORG_REPORT_MESSAGES as M,
  orgReportIds,
  orgReportPageSize,
  type OrgReportColumn,
  type OrgReportFetch,
  type OrgReportFilter,
  type OrgReportRow,
} from '@clockroom/contracts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
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

/** The employee report, one definition for its screen pages and its files (ADR 13, ADR 34). */
export const employeeReport: ReportSource<OrgReportFilter> = {
  report: ORG_REPORT,
  async prepare(ctx, f) {
    const columns = [...new Set(f.columns)];
    const scope = await scopeOf(ctx, f);
    return {
      columns,
      total: await repo.reportTotal(ctx.tx, ctx.companyId, scope),
      rows: async (c, page) =>
        (await repo.reportRows(c.tx, ctx.companyId, columns, scope, page)).map((r) => cleanRow(r, columns)),
    };
  },
};
