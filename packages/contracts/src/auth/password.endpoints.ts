import { defineEndpoint } from '../platform/endpoint.ts';
import { messageOnlySchema } from '../platform/envelope.ts';
import {
  changePasswordSchema,
  emailAndCompanySchema,
  firstSigninPasswordSchema,
  resetPasswordSchema,
} from './schemas.ts';

/** Passwords (spec 1 §4, spec 2 §3): forgotten and reset (public, throttled), changed when signed in. */
export const PASSWORD_ENDPOINTS = {
  /** Always the same answer, whether or not the account exists. */
  forgot: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    body: emailAndCompanySchema,
    response: messageOnlySchema,
    answer: 'whole',
    public: true,
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordSchema,
    response: messageOnlySchema,
    answer: 'whole',
    public: true,
  }),
  change: defineEndpoint({
    method: 'POST',
    path: '/user/change-password',
    body: changePasswordSchema,
    response: messageOnlySchema,
    answer: 'whole',
    permission: 'signed-in',
  }),
  /** The forced change of a first sign-in (the server lets a pending user call it). */
  changeOnFirstSignin: defineEndpoint({
    method: 'POST',
    path: '/user/change-password-on-first-signin',
    body: firstSigninPasswordSchema,
    response: messageOnlySchema,
    answer: 'whole',
    permission: 'signed-in',
  }),
};
