import { z } from 'zod';
import { LANGUAGES } from '../platform/constants.ts';
import { companySchema } from './schemas.ts';

/** The signed-in user as GET /user returns it (spec 1 §3 "User (session)"). */
export const sessionBranchSchema = z.object({
  id: z.number(),
  station_name: z.string(),
  is_hq: z.boolean(),
});
export type SessionBranch = z.infer<typeof sessionBranchSchema>;

/** The public company (POST /auth/company/verify) with what a signed-in session needs besides. */
export const sessionCompanySchema = companySchema.extend({
  head_station_id: z.number().nullable(),
  timezone: z.string(),
  /** The language of its users who chose none (ADR 32). */
  language: z.enum(LANGUAGES),
});
export type SessionCompany = z.infer<typeof sessionCompanySchema>;

export const packageModuleGrantSchema = z.object({
  module: z.string(),
  name: z.string(),
  /** ISO 8601; null for a module that never expires. */
  expires_at: z.string().nullable(),
});
export type PackageModuleGrant = z.infer<typeof packageModuleGrantSchema>;

export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  must_change_password: z.boolean(),
  profile_completed: z.boolean(),
  /** The user's language: their own choice, else the company's (ADR 32); mails go in it too. */
  language: z.enum(LANGUAGES),
  employee: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    picture: z.string().nullable(),
    branch: sessionBranchSchema.nullable(),
    company: sessionCompanySchema,
  }),
  managingBranches: z.array(sessionBranchSchema),
  packageModules: z.array(packageModuleGrantSchema),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  permissions: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
