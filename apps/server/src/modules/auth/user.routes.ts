import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES as M, PASSWORD_ENDPOINTS as P } from '@clockroom/contracts';
import { route } from '../../platform/http/endpoint-route.ts';
import { signedIn } from '../../platform/http/route-helpers.ts';
import type { AppDeps } from '../../platform/deps.ts';
import * as passwords from './password.service.ts';

/** The signed-in user's password: changed at will, or once at the first sign-in (still pending then). */
export async function userRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, P.change, async (req) => {
    await passwords.changePassword(signedIn(req), deps, req.body.current_password, req.body.new_password);
    return { message: M.passwordChanged };
  });
  route(
    app,
    P.changeOnFirstSignin,
    async (req) => {
      await passwords.changePasswordOnFirstSignin(signedIn(req), req.body.new_password);
      return { message: M.passwordChanged };
    },
    { config: { allowPendingPasswordChange: true } },
  );
}
