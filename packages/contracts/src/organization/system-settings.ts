import { z } from 'zod';
import { isCalendarDate } from '../platform/dates.ts';
import { CURRENCIES, LANGUAGES } from '../platform/constants.ts';
import { ACCOUNT_SETTINGS_MESSAGES, HOLIDAY_MESSAGES, ROLE_MESSAGES } from './system-settings-messages.ts';

/**
 * Roles and system settings (spec 1 §7 "Roles and system settings", under
 * /organization/system-settings). The spec shows no payloads or texts: docs/decisions records these.
 */
export { SUPER_ADMIN_ROLE_SLUG, SYSTEM_SETTINGS_PERMISSIONS } from './system-settings-permissions.ts';

const M = ROLE_MESSAGES;
const id = z.coerce.number({ error: M.idRequired }).int().positive(M.idRequired);
const idList = (message: string) =>
  z.array(z.number({ error: message }).int().positive(message), { error: message }).min(1, message);

const roleName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(60, M.nameTooLong);
const permissionIds = z
  .array(z.number({ error: M.permissionUnknown }).int().positive(M.permissionUnknown), {
    error: M.permissionUnknown,
  })
  .optional();

export const roleCreateSchema = z.object({ name: roleName, permission_ids: permissionIds });
export type RoleCreateInput = z.infer<typeof roleCreateSchema>;
/** PUT roles with the id in the body (spec ambiguity 28); PUT roles/{id} takes the same body. */
export const roleUpdateSchema = z.object({
  id: id.optional(),
  name: roleName,
  permission_ids: permissionIds,
});
export type RoleUpdateInput = z.infer<typeof roleUpdateSchema>;
export const roleDeleteSchema = z.object({ id });
export const roleMembersDeleteSchema = z.object({ user_ids: idList(M.usersRequired) });
export const rolePermissionsDeleteSchema = z.object({ permission_ids: idList(M.permissionsRequired) });
/** One employee id or a list of them. */
export const roleEmployeesSchema = z.object({
  employee_id: z.union([z.number().int().positive(), idList(M.employeeRequired)], {
    error: M.employeeRequired,
  }),
});
export const resetUserPasswordSchema = z
  .object({
    user_id: z.number().int().positive().optional(),
    employee_id: z.number().int().positive().optional(),
  })
  .refine((v) => v.user_id !== undefined || v.employee_id !== undefined, {
    message: M.userOrEmployeeRequired,
    path: ['user_id'],
  });

const dbId = z.number().int().positive();

export const roleRowSchema = z.object({
  id: dbId,
  name: z.string(),
  slug: z.string(),
  is_system: z.boolean(),
  /** Super Admin: not renamed, deleted or emptied. */
  locked: z.boolean(),
  members_count: z.number().int(),
  permissions_count: z.number().int(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;
/** A role with its permission ids: what create, update and every member or permission change answer. */
export const roleDetailSchema = roleRowSchema.extend({ permission_ids: z.array(dbId) });
export type RoleDetail = z.infer<typeof roleDetailSchema>;
export const roleMemberSchema = z.object({
  /** The employee's id; `user_id` is the account that holds the role. */
  id: dbId,
  user_id: dbId,
  name: z.string(),
  email: z.string(),
  pin: z.string().nullable(),
  is_owner: z.boolean(),
});
export type RoleMember = z.infer<typeof roleMemberSchema>;
export const permissionRowSchema = z.object({
  id: dbId,
  slug: z.string(),
  module: z.string(),
  module_name: z.string(),
});
export type PermissionRow = z.infer<typeof permissionRowSchema>;
export const permissionModuleGroupSchema = z.object({
  module: z.string(),
  module_name: z.string(),
  permissions: z.array(z.object({ id: dbId, slug: z.string() })),
});
export type PermissionModuleGroup = z.infer<typeof permissionModuleGroupSchema>;

const AM = ACCOUNT_SETTINGS_MESSAGES;

export function isValidTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const accountSettingsSchema = z.object({
  company_name: z.string({ error: AM.companyNameRequired }).trim().min(1, AM.companyNameRequired).max(150),
  email: z
    .string({ error: AM.emailInvalid })
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, AM.emailInvalid),
  phone: optionalText(30).refine((v) => v === null || /^\+?[0-9 ()-]{7,30}$/.test(v), AM.phoneInvalid),
  address: optionalText(500),
  /** Omitted keeps the current logo; null or '' removes it. */
  company_logo: z
    .string()
    .trim()
    .max(300)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => !v || v.startsWith('/api/v1/files/'), AM.logoUrlInvalid),
  currency: z.enum(CURRENCIES, { error: AM.currencyInvalid }),
  timezone: z.string({ error: AM.timezoneInvalid }).trim().refine(isValidTimezone, AM.timezoneInvalid),
  working_days: z
    .array(z.number({ error: AM.workingDaysRequired }).int().min(1).max(7), { error: AM.workingDaysRequired })
    .min(1, AM.workingDaysRequired)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  /** The language of users who chose none and of mails to people without a user; omitted keeps it. */
  language: z.enum(LANGUAGES, { error: AM.languageInvalid }).optional(),
});
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;

export const accountSettingsViewSchema = z.object({
  company_name: z.string(),
  /** The sign-in identifier: shown, never changed here. */
  slug: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  company_logo: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  timezone: z.string(),
  working_days: z.array(z.number().int()),
  language: z.enum(LANGUAGES),
});
export type AccountSettings = z.infer<typeof accountSettingsViewSchema>;

const HM = HOLIDAY_MESSAGES;

export const publicHolidaySchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string({ error: HM.nameRequired }).trim().min(1, HM.nameRequired).max(100),
  date: z.string({ error: HM.dateRequired }).trim().refine(isCalendarDate, HM.dateRequired),
  recurring: z.boolean().default(false),
});
export type PublicHolidayInput = z.input<typeof publicHolidaySchema>;

export const publicHolidayQuerySchema = z.object({
  year: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z
      .number({ error: HM.yearInvalid })
      .int(HM.yearInvalid)
      .min(1900, HM.yearInvalid)
      .max(2200, HM.yearInvalid)
      .optional(),
  ),
});

export const publicHolidayRowSchema = z.object({
  id: dbId,
  name: z.string(),
  /** yyyy-MM-dd, the first date of a recurring holiday. */
  date: z.string(),
  recurring: z.boolean(),
});
export type PublicHoliday = z.infer<typeof publicHolidayRowSchema>;
