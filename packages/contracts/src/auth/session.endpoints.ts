import { defineEndpoint } from '../platform/endpoint.ts';
import { envelope, messageOnlySchema } from '../platform/envelope.ts';
import {
  clientConfigSchema,
  companySchema,
  companyVerifySchema,
  loginSchema,
  tokenSchema,
} from './schemas.ts';
import { sessionUserSchema } from './session-user.ts';

const tags = ['auth'];

/**
 * Signing in and out (spec 1 §4, §9). The server adds what is its alone: the login's throttle, and
 * logout and GET /user open to a user who must still change their password.
 */
export const SESSION_ENDPOINTS = {
  /** What the browser needs before it can ask for a token (the first-party client's secret). */
  clientConfig: defineEndpoint({
    method: 'GET',
    path: '/client-config',
    response: clientConfigSchema,
    public: true,
    tags,
  }),
  /** The company identifier (slug) → the company's public card. */
  verifyCompany: defineEndpoint({
    method: 'POST',
    path: '/auth/company/verify',
    body: companyVerifySchema,
    response: companySchema,
    public: true,
  }),
  /**
   * OAuth2 password and refresh_token grants: the envelope for the spec's client, and the OAuth2
   * fields at the top level for OAuth2 clients.
   */
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    body: loginSchema,
    response: envelope(tokenSchema).extend(tokenSchema.shape),
    answer: 'whole',
    public: true,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    response: messageOnlySchema,
    answer: 'whole',
    permission: 'signed-in',
  }),
  /** The signed-in user (spec 1 §3 "User (session)"). */
  user: defineEndpoint({
    method: 'GET',
    path: '/user',
    response: sessionUserSchema,
    permission: 'signed-in',
    tags,
  }),
};
