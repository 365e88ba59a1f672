import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { employeeRoutes } from './employees/employees.routes.ts';
import { employeeInviteRoutes } from './employee-invites/employee-invites.routes.ts';
import { employeeImportRoutes } from './employee-import/employee-import.routes.ts';
import { branchRoutes } from './branches/branches.routes.ts';
import { departmentRoutes } from './departments/departments.routes.ts';
import { teamRoutes } from './teams/teams.routes.ts';
import { employeeSettingsRoutes } from './employee-settings/employee-settings.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { systemSettingsRoutes } from './system-settings/index.ts';

/** The employee record's field ↔ column map, which the self-service profile (onboarding) shares. */
export { PERSON_FIELDS, columnsOf, fieldsOf } from './employees/employee-columns.ts';
/** Recruitment's hire (issue 24) makes the employee through these, the organisation's own paths. */
export { inviteEmployee } from './employee-invites/employee-invites.service.ts';
export { updateEmployee } from './employees/employees.service.ts';

export async function registerOrganizationModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await employeeRoutes(app, deps);
  await employeeInviteRoutes(app, deps);
  await employeeImportRoutes(app, deps);
  await branchRoutes(app);
  await departmentRoutes(app);
  await teamRoutes(app);
  await employeeSettingsRoutes(app);
  await reportRoutes(app, deps);
  await dashboardRoutes(app);
  await systemSettingsRoutes(app, deps);
}
