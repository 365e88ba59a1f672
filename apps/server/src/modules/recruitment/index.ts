import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerRequisitions } from './requisitions/index.ts';
import { registerPostings } from './postings/index.ts';
import { registerJobBoards } from './job-boards/index.ts';
import { registerRecruiters } from './recruiters/index.ts';
import { registerApplications } from './applications/index.ts';
import { registerCareers } from './careers/index.ts';
import { registerInterviews } from './interviews/index.ts';
import { registerHiring } from './hiring/index.ts';
import { registerRecruitmentDashboard } from './dashboard/index.ts';

/** The public careers pages, registered at the root by app.ts (outside /api/v1). */
export { registerCareersPages } from './careers/index.ts';

/**
 * Recruitment (issue 24): requisitions, job postings, job boards and recruiter settings, and the
 * candidate side, served under /hrm/recruitment/* as spec 3 §7 names the calls. Each area adds its
 * one registration line.
 */
export async function registerRecruitmentModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerRequisitions(app, deps);
  registerPostings(app);
  registerJobBoards(app);
  registerRecruiters(app);
  await registerApplications(app, deps);
  registerCareers(app, deps);
  registerInterviews(app, deps);
  registerHiring(app, deps);
  registerRecruitmentDashboard(app);
}
