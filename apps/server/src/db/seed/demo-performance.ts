import type { Tx } from '../../platform/db/database.ts';
import { seedDemoSurveys } from './demo-surveys.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { seedDemoTrainings } from './demo-trainings.ts';
import { seedDemoAppraisals } from './demo-appraisals.ts';

/**
 * The demo company's performance (issues 22 and 23): a closed and an open survey, a project board,
 * trainings and an improvement plan, and an ended and an open appraisal cycle.
 */
export async function seedDemoPerformance(tx: Tx, companyId: number, ownerEmployeeId: number): Promise<void> {
  await seedDemoSurveys(tx, companyId);
  await seedDemoProjects(tx, companyId);
  await seedDemoTrainings(tx, companyId);
  await seedDemoAppraisals(tx, companyId, ownerEmployeeId);
}
