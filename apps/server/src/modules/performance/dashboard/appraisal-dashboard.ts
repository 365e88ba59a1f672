import { MAX_PAGE_SIZE, type MyPerformanceDashboard, type PerformanceDashboard } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { listGroups } from '../appraisals/appraisal-groups.service.ts';
import { listMine } from '../appraisals/appraisal-ratings.service.ts';
import { appraisalReport } from '../appraisals/appraisal-reports.service.ts';

/**
 * The dashboards' appraisal part (issue 22, ADR 68), read through the appraisals' own services so the
 * figures are the ones their screens show: the open (initiated) groups' progress, the grades of the
 * cycle ended last, and the signed-in employee's open appraisal and latest result.
 */

const ALL = { page: 1, perPage: MAX_PAGE_SIZE };
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));

async function allGroups(ctx: SignedInContext, status: 'initiated' | 'ended') {
  const first = await listGroups(ctx, { ...ALL, status });
  const rows = [...first.results];
  for (let page = 2; rows.length < first.total; page++)
    rows.push(...(await listGroups(ctx, { ...ALL, page, status })).results);
  return rows;
}

export async function appraisalFigures(ctx: SignedInContext): Promise<PerformanceDashboard['appraisals']> {
  const open = await allGroups(ctx, 'initiated');
  const add = (k: 'members' | 'self_submitted' | 'appraiser_submitted' | 'approved') =>
    open.reduce((n, g) => n + g.progress[k], 0);
  const ended = (await allGroups(ctx, 'ended')).sort((a, b) =>
    (b.ended_at ?? '').localeCompare(a.ended_at ?? ''),
  );
  const last = ended[0];
  const graded = last
    ? await appraisalReport(ctx, { general_setting_id: last.general_setting_id, period: last.period })
    : null;
  return {
    open_groups: open.length,
    members: add('members'),
    self_submitted: add('self_submitted'),
    appraiser_submitted: add('appraiser_submitted'),
    approved: add('approved'),
    completion: percent(add('approved'), add('members')),
    open: open
      .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id)
      .slice(0, 5)
      .map((g) => ({
        id: g.id,
        name: g.name,
        period: g.period,
        due_date: g.due_date,
        members: g.progress.members,
        approved: g.progress.approved,
      })),
    graded_cycle: last
      ? { general_setting_id: last.general_setting_id, name: last.general_setting_name, period: last.period }
      : null,
    grade_distribution: graded?.grade_distribution ?? [],
  };
}

export async function myAppraisal(ctx: SignedInContext): Promise<MyPerformanceDashboard['appraisal']> {
  const mine = (await listMine(ctx, ALL)).results.sort(
    (a, b) => b.due_date.localeCompare(a.due_date) || b.id - a.id,
  );
  const open =
    mine.find((a) => a.status === 'initiated' && a.self_submitted_at === null) ??
    mine.find((a) => a.status === 'initiated' || a.status === 'in_review' || a.status === 'rejected');
  const latest = mine.find(
    (a) => a.final_score !== null && (a.status === 'ended' || a.status === 'approved'),
  );
  return {
    open: open
      ? {
          id: open.id,
          group_name: open.group_name,
          due_date: open.due_date,
          self_submitted: open.self_submitted_at !== null,
        }
      : null,
    latest:
      latest && latest.final_score !== null
        ? {
            id: latest.id,
            group_name: latest.group_name,
            period: latest.period,
            status: latest.status,
            self_score: latest.self_score,
            appraiser_score: latest.appraiser_score,
            final_score: latest.final_score,
            final_grade: latest.final_grade,
          }
        : null,
  };
}
