import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { employeeRoutes } from './employees/employees.routes.ts';

export async function registerOrganizationModule(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  await employeeRoutes(app);
}
