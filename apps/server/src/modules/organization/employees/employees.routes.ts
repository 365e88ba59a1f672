import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMPLOYEE_MESSAGES as M, employeeSearchQuerySchema } from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import * as service from './employees.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function employeeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/organization/employees/search',
    { config: { permission: 'view employees' }, schema: { tags, querystring: employeeSearchQuerySchema } },
    async (req) => ok(M.searched, await service.searchEmployees(signedIn(req), req.query)),
  );
  api.get(
    '/organization/employees/:id',
    { config: { permission: SIGNED_IN }, schema: { tags, params: idParams } },
    async (req) => ok(M.loaded, await service.getEmployee(signedIn(req), req.params.id)),
  );
}
