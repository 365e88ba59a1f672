import {
  APPRAISAL_MESSAGES as M,
  type AppraisalReport,
  type AppraisalReportValues,
} from '@clockroom/contracts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import * as settings from './appraisal-settings.repository.ts';
import { averageScore, scoreGap } from './appraisal-scores.ts';
import { loadReadContext, summarize } from './appraisal-view.ts';
import * as repo from './appraisals.repository.ts';

/**
 * POST /hrm/appraisals/reports (issue 22, ADR 64): the appraisals of a general setting's groups (one
 * period or all), by employee, department and branch, the grade distribution and the gap between
 * the appraiser's and the employee's scores. HR reads every score as it stands. Any acting context:
 * the report's file is written by a job as well as on a request (appraisal-report-export.ts).
 */

type Row = AppraisalReport['employees'][number];
const NONE = { departments: 'No department', branches: 'No branch' } as const;

function aggregate(
  rows: Row[],
  key: (r: Row) => string | null,
  ids: Map<string, number | null>,
  none: string,
) {
  const by = new Map<string, Row[]>();
  for (const r of rows) {
    const k = key(r) ?? none;
    by.set(k, [...(by.get(k) ?? []), r]);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({
      id: ids.get(name) ?? null,
      name,
      appraisals: list.length,
      average_final_score: averageScore(list.flatMap((r) => (r.final_score ? [r.final_score] : []))),
      average_self_score: averageScore(list.flatMap((r) => (r.self_score ? [r.self_score] : []))),
      average_appraiser_score: averageScore(
        list.flatMap((r) => (r.appraiser_score ? [r.appraiser_score] : [])),
      ),
    }));
}

export async function appraisalReport(
  ctx: ActingContext,
  v: AppraisalReportValues,
): Promise<AppraisalReport> {
  const [setting] = await settings.listGeneral(ctx.tx, ctx.companyId, v.general_setting_id);
  if (!setting) throw invalidField('general_setting_id', M.generalNotFound);
  const period = v.period?.trim() || null;
  if (period && !setting.appraisalPeriods.some((p) => p.name === period))
    throw invalidField('period', M.periodNotFound);
  const groups = (await repo.listGroups(ctx.tx, ctx.companyId)).filter(
    (g) => g.general_setting_id === setting.id && g.stored !== 'draft' && (!period || g.period === period),
  );
  const { rows } = groups.length
    ? await repo.listMembers(ctx.tx, ctx.companyId, { groupIds: groups.map((g) => g.id) })
    : { rows: [] };
  const departments = new Set(v.department_ids ?? []);
  const branches = new Set(v.branch_ids ?? []);
  const members = rows.filter(
    (m) =>
      (departments.size === 0 || (m.department_id !== null && departments.has(m.department_id))) &&
      (branches.size === 0 || (m.branch_id !== null && branches.has(m.branch_id))),
  );
  const read = await loadReadContext(ctx.tx, ctx.companyId, members);
  const employees: Row[] = members.map((m) => {
    const s = summarize(read, m, -1);
    return {
      appraisal_id: m.id,
      employee_id: m.employee_id,
      employee_name: m.employee_name,
      department_name: m.department_name,
      branch_name: m.branch_name,
      period: s.period,
      status: s.status,
      self_score: s.self_score,
      appraiser_score: s.appraiser_score,
      final_score: s.final_score,
      final_grade: s.final_grade,
      gap: s.self_score && s.appraiser_score ? scoreGap(s.self_score, s.appraiser_score) : null,
    };
  });
  employees.sort((a, b) => a.employee_name.localeCompare(b.employee_name) || a.appraisal_id - b.appraisal_id);
  const deptIds = new Map(members.map((m) => [m.department_name ?? NONE.departments, m.department_id]));
  const branchIds = new Map(members.map((m) => [m.branch_name ?? NONE.branches, m.branch_id]));
  const gaps = employees.flatMap((e) => (e.gap ? [e.gap] : []));
  const avgGap = gaps.length === 0 ? null : signedAverage(gaps);
  return {
    general_setting_id: setting.id,
    period,
    employees,
    by_department: aggregate(employees, (r) => r.department_name, deptIds, NONE.departments),
    by_branch: aggregate(employees, (r) => r.branch_name, branchIds, NONE.branches),
    grade_distribution: read.grades.map((g) => ({
      grade: g.name,
      count: employees.filter((e) => e.final_grade === g.name).length,
    })),
    average_gap: avgGap,
  };
}

/** The mean of signed two-decimal gaps, rounded half away from zero. */
function signedAverage(gaps: string[]): string {
  const cents = gaps.reduce((s, g) => s + Math.round(Number(g) * 100), 0);
  const mean = Math.sign(cents) * Math.floor((Math.abs(cents) * 2 + gaps.length) / (2 * gaps.length));
  return scoreGap('0.00', (mean / 100).toFixed(2));
}
