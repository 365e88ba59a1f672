import {
  EXEMPTION_USAGE_COLUMN_LABELS,
  HRM_REPORT_MESSAGES as M,
  MESSAGES,
  LEAVE_USAGE_COLUMN_LABELS,
  toPaging,
  type ExemptionUsageFilter,
  type ExemptionUsagePage,
  type ExemptionUsageQuery,
  type LeaveUsageFilter,
  type LeaveUsagePage,
  type LeaveUsageQuery,
  type LeaveUsageRow,
} from '@clockroom/contracts';
import type { ReportDefinition } from '../../../platform/exports/report-export.ts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { branchVisible, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { usageByType } from '../leaves/leave-balances.repository.ts';
import { toBalance } from '../leaves/leave-balances.ts';
import * as repo from './reports.repository.ts';

/**
 * `mine`: the self-service variant (/hrm/reports/me/...): only the signed-in employee, whatever the
 * filter names. It is set by the route, never read from the query.
 */
type Mine = { mine?: boolean };
type PeopleFilter = {
  employee_id?: number | null | undefined;
  department_id?: number | null | undefined;
  branch_id?: number | null | undefined;
};

/**
 * Turns the filter's people into a scope. Ids the company does not have are a 404, like a path id of
 * another company (a report silently empty because of a foreign id would mislead); so is an employee
 * of a branch the viewer does not manage. Self-service covers the signed-in employee only.
 */
async function peopleScope(
  ctx: ActingContext,
  f: PeopleFilter & Mine,
  search: string | undefined,
): Promise<repo.EmployeeScope> {
  if (f.mine) {
    // A signed-in call: the HR module must still be in the subscription, as for HR's own calls.
    if (!ctx.user.packageModules.some((m) => m.module === 'hrm'))
      throw forbidden(MESSAGES.moduleNotSubscribed);
    return { employeeId: ctx.user.employee.id, visibleBranchIds: null };
  }
  const scope: repo.EmployeeScope = { visibleBranchIds: visibleBranchIds(ctx), search: search || undefined };
  if (f.employee_id != null) {
    const employee = await repo.findEmployee(ctx.tx, ctx.companyId, f.employee_id);
    if (!employee || !branchVisible(ctx, employee.branchId)) throw notFound(M.employeeNotFound);
    scope.employeeId = f.employee_id;
  }
  if (f.department_id != null) {
    if (!(await repo.exists(ctx.tx, ctx.companyId, 'departments', f.department_id)))
      throw notFound(M.departmentNotFound);
    scope.departmentId = f.department_id;
  }
  if (f.branch_id != null) {
    if (!(await repo.exists(ctx.tx, ctx.companyId, 'branches', f.branch_id)))
      throw notFound(M.branchNotFound);
    scope.branchId = f.branch_id;
  }
  return scope;
}

async function currentYear(ctx: ActingContext): Promise<number> {
  return Number((await companyToday(ctx.tx, ctx.companyId)).today.slice(0, 4));
}

interface PreparedLeave {
  year: number;
  rows: LeaveUsageRow[];
}

/**
 * Every row of the leave usage report: the balance of each (employee, eligible leave type) in the
 * leave year, worked out by ADR 23's one function (usageByType + toBalance), in employee name order.
 */
async function leaveRows(ctx: ActingContext, f: LeaveUsageFilter & Mine): Promise<PreparedLeave> {
  // The report is per leave year: `year`, else the year of the range's start, else this year.
  const year = f.year ?? (f.start_date ? Number(f.start_date.slice(0, 4)) : await currentYear(ctx));
  if (f.leave_type_id != null && !(await repo.exists(ctx.tx, ctx.companyId, 'leave_types', f.leave_type_id)))
    throw notFound(M.leaveTypeNotFound);
  const where = repo.employeeWhere(ctx.companyId, await peopleScope(ctx, f, f.search_query));
  const people = await repo.employeesInScope(ctx.tx, ctx.companyId, where);
  if (people.length === 0) return { year, rows: [] };
  const usage = await usageByType(
    ctx.tx,
    ctx.companyId,
    year,
    where,
    f.leave_type_id != null ? { leaveTypeId: f.leave_type_id } : {},
  );
  const byEmployee = new Map<number, LeaveUsageRow[]>();
  for (const u of usage) {
    const b = toBalance(u, year);
    const list = byEmployee.get(b.employeeId) ?? [];
    list.push({
      employee_id: b.employeeId,
      employee_name: '',
      department: null,
      leave_type_id: b.leaveTypeId,
      leave_name: b.leaveName,
      year,
      applicable_days: b.applicableDays,
      days_taken: b.daysTaken,
      pending_days: b.pendingDays,
      remaining_days: b.remainingDays,
    });
    byEmployee.set(b.employeeId, list);
  }
  const rows = people.flatMap((p) =>
    (byEmployee.get(p.id) ?? []).map((r) => ({
      ...r,
      employee_name: p.name,
      department: p.department ?? null,
    })),
  );
  return { year, rows };
}

export async function leaveUsage(ctx: ActingContext, q: LeaveUsageQuery & Mine): Promise<LeaveUsagePage> {
  const paging = toPaging({ page: q.page, perPage: q.perPage, per_page: q.per_page });
  const { year, rows } = await leaveRows(ctx, q);
  return {
    reports: rows.slice(paging.offset, paging.offset + paging.perPage),
    total: rows.length,
    year,
    start_date: `${year}-01-01`,
    end_date: `${year}-12-31`,
  };
}

const displayDate = (value: string | null) =>
  value ? `${value.slice(8, 10)}-${value.slice(5, 7)}-${value.slice(0, 4)}` : null;

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

/** The leave usage report, one definition for the downloads of both areas (ADR 13). */
export const leaveUsageReport: ReportDefinition<LeaveUsageFilter & Mine> = {
  name: 'hrm-leave-usage-report',
  title: M.leaveTitle,
  baseName: 'leave-usage-report',
  async prepare(ctx, f) {
    const { rows } = await leaveRows(ctx, f);
    return {
      columns: columnsOf(LEAVE_USAGE_COLUMN_LABELS),
      total: rows.length,
      fileRows: async (_c, page) => rows.slice(page.offset, page.offset + page.limit),
    };
  },
};

/** The exemption range: the filter's, else the company's current calendar year; one end fills the other. */
async function exemptionRange(ctx: ActingContext, f: ExemptionUsageFilter) {
  if (f.start_date && f.end_date) return { start: f.start_date, end: f.end_date };
  if (f.start_date) return { start: f.start_date, end: `${f.start_date.slice(0, 4)}-12-31` };
  if (f.end_date) return { start: `${f.end_date.slice(0, 4)}-01-01`, end: f.end_date };
  const year = await currentYear(ctx);
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

async function exemptionScope(ctx: ActingContext, f: ExemptionUsageFilter & Mine) {
  const range = await exemptionRange(ctx, f);
  const where = repo.employeeWhere(ctx.companyId, await peopleScope(ctx, f, f.search_query || f.search));
  return { range, where };
}

export async function exemptionUsage(
  ctx: ActingContext,
  q: ExemptionUsageQuery & Mine,
): Promise<ExemptionUsagePage> {
  const paging = toPaging({ page: q.page, perPage: q.perPage, per_page: q.per_page });
  const { range, where } = await exemptionScope(ctx, q);
  const reports = await repo.exemptionUsage(ctx.tx, ctx.companyId, where, range, q.status, {
    limit: paging.perPage,
    offset: paging.offset,
  });
  return {
    reports: reports.map((r) => ({ ...r, department: r.department ?? null })),
    total: await repo.exemptionUsageTotal(ctx.tx, ctx.companyId, where, range, q.status),
    start_date: range.start,
    end_date: range.end,
  };
}

/** The exemption usage summary's files (ADR 13). */
export const exemptionUsageReport: ReportDefinition<ExemptionUsageFilter & Mine> = {
  name: 'hrm-exemption-usage-summary',
  title: M.exemptionTitle,
  baseName: 'exemption-usage-summary',
  async prepare(ctx, f) {
    const { range, where } = await exemptionScope(ctx, f);
    return {
      columns: columnsOf(EXEMPTION_USAGE_COLUMN_LABELS),
      total: await repo.exemptionUsageTotal(ctx.tx, ctx.companyId, where, range, f.status),
      fileRows: async (c, page) =>
        (await repo.exemptionUsage(c.tx, ctx.companyId, where, range, f.status, page)).map((r) => ({
          ...r,
          last_exemption_date: displayDate(r.last_exemption_date),
        })),
    };
  },
};
