import {
  EXEMPTION_USAGE_REPORT,
  HRM_REPORT_MESSAGES as M,
  LEAVE_USAGE_COLUMNS,
  LEAVE_USAGE_REPORT,
  columnTotals,
  toPaging,
  type ExemptionUsageFilter,
  type ExemptionUsagePage,
  type ExemptionUsageQuery,
  type LeaveUsageFilter,
  type LeaveUsagePage,
  type LeaveUsageQuery,
  type LeaveUsageRow,
} from '@clockroom/contracts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { companyHas } from '../../../platform/db/employee-scope.ts';
import { reportPeople, type ReportPeopleFilter } from '../../../platform/exports/report-people.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { toBalance, usageByType } from '../leaves/leave-balances.ts';
import * as repo from './reports.repository.ts';

/** The self-service variant (/hrm/reports/me/...) is set by the route, never read from the query. */
type Mine = { mine?: boolean };

const peopleScope = (ctx: ActingContext, f: ReportPeopleFilter, search: string | undefined) =>
  reportPeople(ctx, f, { module: 'hrm', search, messages: M });

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
  if (f.leave_type_id != null && !(await companyHas(ctx.tx, ctx.companyId, 'leave_types', f.leave_type_id)))
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
    totals: columnTotals(LEAVE_USAGE_COLUMNS, rows),
  };
}

/** The leave usage report, one definition for the downloads of both areas (ADR 13, ADR 34). */
export const leaveUsageReport: ReportSource<LeaveUsageFilter & Mine> = {
  report: LEAVE_USAGE_REPORT,
  async prepare(ctx, f) {
    const { rows } = await leaveRows(ctx, f);
    return {
      total: rows.length,
      rows: async (_c, page) => rows.slice(page.offset, page.offset + page.limit),
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
  const { total, totals } = await repo.exemptionUsageTotal(ctx.tx, ctx.companyId, where, range, q.status);
  return {
    reports: reports.map((r) => ({ ...r, department: r.department ?? null })),
    total,
    start_date: range.start,
    end_date: range.end,
    totals,
  };
}

/** The exemption usage summary's files (ADR 13, ADR 34). */
export const exemptionUsageReport: ReportSource<ExemptionUsageFilter & Mine> = {
  report: EXEMPTION_USAGE_REPORT,
  async prepare(ctx, f) {
    const { range, where } = await exemptionScope(ctx, f);
    return {
      total: (await repo.exemptionUsageTotal(ctx.tx, ctx.companyId, where, range, f.status)).total,
      rows: async (c, page) => repo.exemptionUsage(c.tx, ctx.companyId, where, range, f.status, page),
    };
  },
};
