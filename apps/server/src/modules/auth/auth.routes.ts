import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES as M,
  clientConfigSchema,
  companySchema,
  companyVerifySchema,
  emailAndCompanySchema,
  envelope,
  industrySchema,
  listEnvelope,
  loginSchema,
  resetPasswordSchema,
  sessionUserSchema,
  signupResultSchema,
  signupSchema,
  tokenSchema,
  userConfirmationSchema,
  APP_VERSION,
  OAUTH_CLIENT_ID,
} from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../platform/auth/authenticate.ts';
import * as sessions from './session.service.ts';
import * as signups from './signup.service.ts';
import * as passwords from './password.service.ts';

const messageOnly = z.object({ message: z.string() });
const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;
  const throttle = (max: number) => ({
    max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req: unknown, context: { ttl: number }) => ({
      statusCode: 429,
      message: M.tooManyAttempts(context.ttl / 1000),
    }),
  });

  api.get(
    '/client-config',
    {
      config: { public: true },
      schema: { tags, response: { 200: envelope(clientConfigSchema) } },
    },
    // A browser app cannot keep a secret; the client secret identifies the first-party client only.
    async () =>
      ok('Client configuration', {
        client_id: OAUTH_CLIENT_ID,
        client_secret: config.oauthClientSecret,
        app_version: APP_VERSION,
        // Shown where the app invites customers to write to us (the module announcement).
        support_email: config.supportEmail,
      }),
  );

  api.post(
    '/auth/company/verify',
    {
      config: { public: true },
      schema: { tags, body: companyVerifySchema, response: { 200: envelope(companySchema) } },
    },
    async (req) => ok(M.companyVerified, await sessions.verifyCompany(req.ctx, req.body.company_id)),
  );

  api.get(
    '/industries',
    { config: { public: true }, schema: { tags, response: { 200: listEnvelope(industrySchema) } } },
    async (req) => {
      const results = await signups.listIndustries(req.ctx);
      return ok(M.industriesLoaded, { results, total: results.length });
    },
  );

  api.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: throttle(config.loginIpMaxPerMinute) },
      schema: { tags, body: loginSchema, response: { 200: envelope(tokenSchema).extend(tokenSchema.shape) } },
    },
    async (req) => {
      const tokens = await sessions.grantToken(req.ctx, config, req.body);
      // Envelope for the spec's client, and the OAuth2 fields at the top level for OAuth2 clients.
      return { message: M.loggedIn, data: tokens, ...tokens };
    },
  );

  api.post(
    '/auth/logout',
    {
      config: { permission: SIGNED_IN, allowPendingPasswordChange: true },
      schema: { tags, response: { 200: messageOnly } },
    },
    async (req) => {
      await sessions.logout(signedIn(req));
      return { message: M.loggedOut };
    },
  );

  api.get(
    '/user',
    {
      config: { permission: SIGNED_IN, allowPendingPasswordChange: true },
      schema: { tags, response: { 200: envelope(sessionUserSchema) } },
    },
    async (req) => ok(M.userLoaded, signedIn(req).user),
  );

  api.post(
    '/auth/signup',
    {
      config: { public: true, rateLimit: throttle(10) },
      schema: { tags, body: signupSchema, response: { 201: envelope(signupResultSchema) } },
    },
    async (req, reply) => {
      const data = await signups.signup(req.ctx, deps, req.body);
      return reply.code(201).send(ok(M.signedUp, data));
    },
  );

  api.post(
    '/auth/user-confirmation',
    {
      config: { public: true },
      schema: { tags, body: userConfirmationSchema, response: { 200: messageOnly } },
    },
    async (req) => ({
      message: await signups.confirmUser(req.ctx, req.body.user_id, req.body.confirmation_code),
    }),
  );

  api.post(
    '/auth/resend-activation-email',
    {
      config: { public: true, rateLimit: throttle(10) },
      schema: { tags, body: emailAndCompanySchema, response: { 200: messageOnly } },
    },
    async (req) => {
      await signups.resendActivation(req.ctx, deps, req.body.email, req.body.company_id);
      return { message: M.activationResent };
    },
  );

  api.post(
    '/auth/forgot-password',
    {
      config: { public: true, rateLimit: throttle(10) },
      schema: { tags, body: emailAndCompanySchema, response: { 200: messageOnly } },
    },
    async (req) => {
      await passwords.forgotPassword(req.ctx, deps, req.body.email, req.body.company_id);
      return { message: M.forgotPasswordSent };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      config: { public: true, rateLimit: throttle(20) },
      schema: { tags, body: resetPasswordSchema, response: { 200: messageOnly } },
    },
    async (req) => {
      await passwords.resetPassword(req.ctx, req.body.reset_code, req.body.password);
      return { message: M.passwordReset };
    },
  );
}
