import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, messageOnlySchema } from '../platform/envelope.ts';
import {
  emailAndCompanySchema,
  industrySchema,
  signupResultSchema,
  signupSchema,
  userConfirmationSchema,
} from './schemas.ts';

/** A company signs up (spec 1 §7): public calls, throttled by the server where they send mail. */
export const SIGNUP_ENDPOINTS = {
  industries: defineEndpoint({
    method: 'GET',
    path: '/industries',
    response: listPage(industrySchema),
    public: true,
    tags: ['auth'],
  }),
  signup: defineEndpoint({
    method: 'POST',
    path: '/auth/signup',
    body: signupSchema,
    response: signupResultSchema,
    status: 201,
    public: true,
  }),
  /** The activation link of the mail; answers its message alone. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/auth/user-confirmation',
    body: userConfirmationSchema,
    response: messageOnlySchema,
    answer: 'whole',
    public: true,
  }),
  resendActivation: defineEndpoint({
    method: 'POST',
    path: '/auth/resend-activation-email',
    body: emailAndCompanySchema,
    response: messageOnlySchema,
    answer: 'whole',
    public: true,
  }),
};
