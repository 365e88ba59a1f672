import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES as M, changePasswordSchema, firstSigninPasswordSchema } from '@clockroom/contracts';
import { signedIn } from '../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import * as passwords from './password.service.ts';

const messageOnly = z.object({ message: z.string() });
const tags = ['user'];

export async function userRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/user/change-password',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: changePasswordSchema, response: { 200: messageOnly } },
    },
    async (req) => {
      await passwords.changePassword(signedIn(req), deps, req.body.current_password, req.body.new_password);
      return { message: M.passwordChanged };
    },
  );
  api.post(
    '/user/change-password-on-first-signin',
    {
      config: { permission: SIGNED_IN, allowPendingPasswordChange: true },
      schema: { tags, body: firstSigninPasswordSchema, response: { 200: messageOnly } },
    },
    async (req) => {
      await passwords.changePasswordOnFirstSignin(signedIn(req), req.body.new_password);
      return { message: M.passwordChanged };
    },
  );
}
