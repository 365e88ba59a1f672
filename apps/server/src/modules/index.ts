import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';
import { registerAuthModule } from './auth/index.ts';
import { registerBillingModule } from './billing/index.ts';
import { registerHomeModule } from './home/index.ts';
import { registerLookupsModule } from './lookups/index.ts';
import { registerOrganizationModule } from './organization/index.ts';
import { registerOnboardingModule } from './onboarding/index.ts';
import { registerSupportModule } from './support/index.ts';
import { registerPayrollModule } from './payroll/index.ts';
import { registerAttendanceModule } from './attendance/index.ts';
import { registerHrmModule } from './hrm/index.ts';
import { registerCanteenModule } from './canteen/index.ts';
import { registerPaymentsModule } from './payments/index.ts';
import { registerPerformanceModule } from './performance/index.ts';
import { registerRecruitmentModule } from './recruitment/index.ts';

/** Every business module, registered under /api/v1. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerAuthModule(app, deps);
  await registerHomeModule(app, deps);
  await registerOrganizationModule(app, deps);
  await registerOnboardingModule(app, deps);
  await registerSupportModule(app, deps);
  await registerBillingModule(app, deps);
  await registerLookupsModule(app, deps);
  await registerAttendanceModule(app, deps);
  await registerHrmModule(app, deps);
  await registerPayrollModule(app, deps);
  await registerCanteenModule(app, deps);
  await registerPaymentsModule(app, deps);
  await registerPerformanceModule(app, deps);
  await registerRecruitmentModule(app, deps);
}
