import {
  APPLICATION_SOURCES,
  APPLICATION_STATUSES,
  RECRUITMENT_DASHBOARD_MESSAGES as M,
  type ApplicationSource,
  type RecruitmentDashboard,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { recruiterScope } from '../postings/for-candidates.service.ts';
import { addDays } from '../postings/posting-rules.ts';
import { companyTimezoneOf } from '../applications/applications.service.ts';
import * as repo from './recruitment-dashboard.repository.ts';

/** GET /hrm/recruitment/dashboard: the last 90 days by default, within the caller's recruiter scope. */
export async function recruitmentDashboard(
  ctx: SignedInContext,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<RecruitmentDashboard> {
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, -89);
  if (from > to) throw invalidField('from', M.fromAfterTo);
  const period = { from, to, today, timezone: await companyTimezoneOf(ctx) };
  const scope = await recruiterScope(ctx.tx, ctx.companyId, ctx.user.employee.id);
  const onApplications = repo.scopeOn(scope, 'applications');
  const [roles, positions, stages, sources, hire, upcoming] = [
    await repo.openRoles(ctx.tx, ctx.companyId, today, repo.scopeOn(scope, 'postings')),
    await repo.openPositions(ctx.tx, ctx.companyId, repo.scopeOn(scope, 'requests')),
    await repo.funnel(ctx.tx, ctx.companyId, period, onApplications),
    await repo.bySource(ctx.tx, ctx.companyId, period, onApplications),
    await repo.timeToHire(ctx.tx, ctx.companyId, period, onApplications),
    await repo.upcomingInterviews(ctx.tx, ctx.companyId, onApplications),
  ];
  return {
    from,
    to,
    open_roles: { postings: roles.postings, positions, roles: roles.roles },
    funnel: APPLICATION_STATUSES.map((status) => ({ status, count: stages.get(status) ?? 0 })),
    time_to_hire: hire,
    by_source: sources.filter((s): s is { source: ApplicationSource; count: number; hired: number } =>
      (APPLICATION_SOURCES as readonly string[]).includes(s.source),
    ),
    upcoming_interviews: upcoming,
  };
}
