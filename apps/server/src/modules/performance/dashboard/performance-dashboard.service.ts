import type { MyPerformanceDashboard, PerformanceDashboard } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import * as company from './performance-dashboard.repository.ts';
import * as mine from './my-performance-dashboard.repository.ts';
import { appraisalFigures, myAppraisal } from './appraisal-dashboard.ts';

/** GET /performance/dashboard: the company's figures (ADR 63); boards count active and on-hold projects. */
export async function dashboard(ctx: SignedInContext): Promise<PerformanceDashboard> {
  const { tx, companyId } = ctx;
  const { today } = await companyToday(tx, companyId);
  const tasks = await company.companyTaskFigures(tx, companyId, today);
  return {
    today,
    surveys: await company.surveyFigures(tx, companyId, today),
    tasks: { active_projects: await company.activeProjects(tx, companyId), ...tasks },
    trainings: await company.trainingFigures(tx, companyId, today),
    improvement_plans: await company.improvementPlanFigures(tx, companyId, today),
    appraisals: await appraisalFigures(ctx),
  };
}

/** GET /performance/me/dashboard: what waits on the signed-in employee and how their work stands. */
export async function myDashboard(ctx: SignedInContext): Promise<MyPerformanceDashboard> {
  const { tx, companyId } = ctx;
  const employeeId = ctx.user.employee.id;
  const { today } = await companyToday(tx, companyId);
  const tasks = await mine.myTaskFigures(tx, companyId, employeeId, today);
  return {
    today,
    surveys: await mine.mySurveys(tx, companyId, employeeId, today),
    tasks: {
      projects: await mine.myProjects(tx, companyId, employeeId),
      ...tasks,
      due: await mine.myDueTasks(tx, companyId, employeeId, today),
    },
    trainings: await mine.myTrainings(tx, companyId, employeeId, today),
    improvement_plan: await mine.myLatestPlan(tx, companyId, employeeId),
    appraisal: await myAppraisal(ctx),
  };
}
