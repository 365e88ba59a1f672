import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ONBOARDING_MESSAGES as M,
  employeeSelfProfileSchema,
  envelope,
  selfProfileSchema,
} from '@clockroom/contracts';
import { SIGNED_IN } from '../../platform/auth/authenticate.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import * as service from './onboarding.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const response = { 200: envelope(employeeSelfProfileSchema) };

/**
 * The employee's own profile (spec 2 §2 onboarding, §7 "update employee after invite"). Signed in is
 * enough at the route; the service allows one's own id, or any with 'edit employee'.
 */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/organization/employees/:id/profile',
    { config: { permission: SIGNED_IN }, schema: { tags, params: idParams, response } },
    async (req) => ok(M.loaded, await service.getProfile(signedIn(req), req.params.id)),
  );
  api.put(
    '/organization/employees/:id/profile',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: idParams, body: selfProfileSchema, response },
    },
    async (req) => ok(M.saved, await service.updateProfile(signedIn(req), req.params.id, req.body)),
  );
}
