import { z } from 'zod';
import { AUTH_MESSAGES as M } from './messages.ts';
import { COMPANY_SLUG_PATTERN } from './company-slug.ts';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const email = z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).email(M.emailInvalid);

/** At least 8 characters, mixing letters and digits (issue 2, "Login abuse"). */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .refine((p) => p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p), M.passwordRule);

export const companyVerifySchema = z.object({ company_id: required(M.companyIdRequired) });
export type CompanyVerifyInput = z.infer<typeof companyVerifySchema>;

export const companySchema = z.object({
  id: z.number(),
  company_name: z.string(),
  slug: z.string(),
  company_logo: z.string().nullable(),
  currency: z.string(),
  account_type: z.string(),
});
export type CompanyPublic = z.infer<typeof companySchema>;

/** OAuth2 password and refresh_token grants on one endpoint (spec 1 §7). */
export const loginSchema = z.object({
  client_id: z.coerce.number({ error: M.invalidClient }),
  client_secret: z.string({ error: M.invalidClient }),
  grant_type: z.enum(['password', 'refresh_token'], { error: M.unsupportedGrant }),
  username: z.string().trim().optional(),
  password: z.string().optional(),
  company_id: z.string().trim().optional(),
  refresh_token: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const tokenSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
});
export type TokenResponse = z.infer<typeof tokenSchema>;

export const signupSchema = z.object({
  company_name: required(M.companyNameRequired),
  company_id: z.string({ error: M.companySlugRule }).trim().regex(COMPANY_SLUG_PATTERN, M.companySlugRule),
  industry_id: z.coerce.number({ error: M.industryRequired }).int().positive(M.industryRequired),
  first_name: required(M.firstNameRequired),
  last_name: required(M.lastNameRequired),
  email,
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .regex(/^\+?[0-9-]{7,20}$/, M.phoneInvalid),
  password: passwordSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const userConfirmationSchema = z.object({
  user_id: z.coerce.number({ error: M.activationInvalid }).int().positive(M.activationInvalid),
  confirmation_code: required(M.activationInvalid),
});

export const emailAndCompanySchema = z.object({ email, company_id: required(M.companyIdRequired) });
/** Forgot password and resend activation: the account's email and its company's identifier. */
export type EmailAndCompanyInput = z.infer<typeof emailAndCompanySchema>;

export const resetPasswordSchema = z
  .object({
    reset_code: required(M.resetCodeInvalid),
    password: passwordSchema,
    password_confirmation: z.string({ error: M.passwordConfirmationMismatch }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: M.passwordConfirmationMismatch,
    path: ['password_confirmation'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  current_password: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired),
  new_password: z
    .string({ error: M.newPasswordRequired })
    .min(1, M.newPasswordRequired)
    .refine((p) => p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p), M.passwordRule),
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const firstSigninPasswordSchema = changePasswordSchema.pick({ new_password: true });

export const subscriptionSchema = z.object({
  company_id: required(M.companyIdRequired),
  reference: required(M.paymentReferenceRequired),
});

export const industrySchema = z.object({ id: z.number(), name: z.string() });
export type Industry = z.infer<typeof industrySchema>;

/** GET /client-config: what the browser needs before it can ask for a token. */
export const clientConfigSchema = z.object({
  client_id: z.number(),
  client_secret: z.string(),
  app_version: z.string(),
  support_email: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** POST /auth/signup: the new user, whose activation mail is on its way. */
export const signupResultSchema = z.object({ user_id: z.number() });
export type SignupResult = z.infer<typeof signupResultSchema>;
