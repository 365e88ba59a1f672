import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES as M,
  SESSION_ENDPOINTS as S,
  SIGNUP_ENDPOINTS as U,
  PASSWORD_ENDPOINTS as P,
  APP_VERSION,
  OAUTH_CLIENT_ID,
} from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import * as sessions from './session.service.ts';
import * as signups from './signup.service.ts';
import * as passwords from './password.service.ts';

/** Sign-in, sign-up and forgotten passwords (contracts' SESSION, SIGNUP and PASSWORD endpoints). */
export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const throttle = (max: number) => ({
    config: {
      rateLimit: {
        max,
        timeWindow: '1 minute',
        errorResponseBuilder: (_req: unknown, context: { ttl: number }) => ({
          statusCode: 429,
          message: M.tooManyAttempts(context.ttl / 1000),
        }),
      },
    },
  });
  // A user who must change their password may still read who they are and sign out.
  const pendingPasswordChange = { config: { allowPendingPasswordChange: true } };

  // A browser app cannot keep a secret; the client secret identifies the first-party client only.
  route(app, S.clientConfig, async () =>
    ok('Client configuration', {
      client_id: OAUTH_CLIENT_ID,
      client_secret: config.oauthClientSecret,
      app_version: APP_VERSION,
      // Shown where the app invites customers to write to us (the module announcement).
      support_email: config.supportEmail,
    }),
  );
  route(app, S.verifyCompany, async (req) =>
    ok(M.companyVerified, await sessions.verifyCompany(req.ctx, req.body.company_id)),
  );
  route(app, U.industries, async (req) => {
    const results = await signups.listIndustries(req.ctx);
    return ok(M.industriesLoaded, { results, total: results.length });
  });
  route(
    app,
    S.login,
    async (req) => {
      const tokens = await sessions.grantToken(req.ctx, config, req.body);
      return { message: M.loggedIn, data: tokens, ...tokens };
    },
    throttle(config.loginIpMaxPerMinute),
  );
  route(
    app,
    S.logout,
    async (req) => {
      await sessions.logout(signedIn(req));
      return { message: M.loggedOut };
    },
    pendingPasswordChange,
  );
  route(app, S.user, async (req) => ok(M.userLoaded, signedIn(req).user), pendingPasswordChange);
  route(
    app,
    U.signup,
    async (req) => ok(M.signedUp, await signups.signup(req.ctx, deps, req.body)),
    throttle(10),
  );
  route(app, U.confirm, async (req) => ({
    message: await signups.confirmUser(req.ctx, req.body.user_id, req.body.confirmation_code),
  }));
  // The two mails asked for by address (activation again, a forgotten password): one body, one throttle.
  const mails = [
    [U.resendActivation, signups.resendActivation, M.activationResent],
    [P.forgot, passwords.forgotPassword, M.forgotPasswordSent],
  ] as const;
  for (const [endpoint, send, message] of mails) {
    route(
      app,
      endpoint,
      async (req) => {
        await send(req.ctx, deps, req.body.email, req.body.company_id);
        return { message };
      },
      throttle(10),
    );
  }
  route(
    app,
    P.reset,
    async (req) => {
      await passwords.resetPassword(req.ctx, req.body.reset_code, req.body.password);
      return { message: M.passwordReset };
    },
    throttle(20),
  );
}
