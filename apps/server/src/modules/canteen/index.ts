import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { provideVerificationTaker } from '../attendance/index.ts';
import { registerPayItemSource } from '../payroll/index.ts';
import { canteenRoutes } from './canteen.routes.ts';
import { canteenPayItemSource } from './canteen-source.ts';
import { takeCanteenVerifications } from './meal-intake.ts';

/**
 * The canteen (issue 20, ADR 55): meal plans, canteen points, meals and the payroll deduction of
 * their share. It plugs into attendance's push protocol (a canteen point's verifications are meals)
 * and into the payroll run (the 'canteen' pay item source); both registries are process-wide and
 * take the same function again as a no-op, so an app built twice in one process registers once.
 */
export async function registerCanteenModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  provideVerificationTaker(takeCanteenVerifications);
  registerPayItemSource(canteenPayItemSource);
  await canteenRoutes(app, deps);
}
