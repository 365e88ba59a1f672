import { z } from 'zod';
import { CURRENCIES } from '../platform/constants.ts';

/**
 * Roles and system settings (spec 1 §7 "Roles and system settings", under
 * /organization/system-settings). The spec shows no payloads or texts: docs/decisions records these.
 */
export { SUPER_ADMIN_ROLE_SLUG, SYSTEM_SETTINGS_PERMISSIONS } from './system-settings-permissions.ts';

export const ROLE_MESSAGES = {
  listed: 'Roles retrieved successfully',
  loaded: 'Role retrieved successfully',
  membersListed: 'Role members retrieved successfully',
  permissionsListed: 'Role permissions retrieved successfully',
  groupedPermissions: 'Permissions retrieved successfully',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  membersAdded: 'Member(s) added to role successfully',
  membersRemoved: 'Member(s) removed from role successfully',
  permissionsRemoved: 'Permission(s) removed from role successfully',
  resetLinkSent: 'A password reset link has been sent to the user',
  notFound: 'Role not found',
  nameRequired: 'Kindly input the role name',
  nameTooLong: 'The role name may not be longer than 60 characters',
  nameTaken: 'A role with this name already exists',
  permissionUnknown: 'One or more selected permissions do not exist',
  idRequired: 'Kindly provide the role id',
  employeeRequired: 'Kindly select at least one employee',
  employeeUnknown: 'One or more selected employees do not exist',
  employeeWithoutAccount: (names: string) =>
    `These employees have no user account yet; send them an invite first: ${names}`,
  usersRequired: 'Kindly select at least one member',
  userUnknown: 'One or more selected members do not exist',
  permissionsRequired: 'Kindly select at least one permission',
  userOrEmployeeRequired: 'Kindly provide the user_id or the employee_id',
  userNotActive: 'This user has not activated their account yet; resend the invite instead',
  cannotGrant: 'You cannot grant permissions you do not hold yourself',
  superAdminLocked: 'The Super Admin role cannot be renamed, deleted or lose permissions',
  ownerLocked: 'The company owner cannot be removed from the Super Admin role',
  roleHasMembers: (count: number) =>
    `This role still has ${count} member(s). Remove its members before deleting it.`,
} as const;

export const ACCOUNT_SETTINGS_MESSAGES = {
  loaded: 'Account settings retrieved successfully',
  saved: 'Account settings updated successfully',
  logoUploaded: 'Company logo uploaded successfully',
  companyNameRequired: 'Kindly input the company name',
  emailInvalid: 'Kindly input a valid email',
  phoneInvalid: 'Kindly input a valid phone number',
  currencyInvalid: 'Kindly select a currency: naira, dollar, pound or euro',
  timezoneInvalid: 'Kindly select a valid time zone',
  workingDaysRequired: 'Kindly select at least one working day',
  logoMissing: 'Kindly choose a logo to upload',
  logoUrlInvalid: 'Kindly upload the logo with the upload button',
  logoType: 'The logo must be a JPG or PNG image',
  logoSize: 'The logo may not be larger than 2 MB',
} as const;

export const HOLIDAY_MESSAGES = {
  listed: 'Public holidays retrieved successfully',
  saved: 'Holiday saved successfully',
  deleted: 'Holiday deleted successfully',
  notFound: 'Holiday not found',
  nameRequired: 'Kindly input the holiday name',
  dateRequired: 'Kindly select the holiday date',
  dateTaken: 'A holiday already exists on this date',
  yearInvalid: 'Kindly select a valid year',
} as const;

/** POST /upload-image: the multipart field, its size and the accepted types. */
export const COMPANY_LOGO_FIELD = 'companyLogo';
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;

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

export interface RoleRow {
  id: number;
  name: string;
  slug: string;
  is_system: boolean;
  /** Super Admin: not renamed, deleted or emptied. */
  locked: boolean;
  members_count: number;
  permissions_count: number;
}
export interface RoleDetail extends RoleRow {
  permission_ids: number[];
}
export interface RoleMember {
  id: number;
  user_id: number;
  name: string;
  email: string;
  pin: string | null;
  is_owner: boolean;
}
export interface PermissionRow {
  id: number;
  slug: string;
  module: string;
  module_name: string;
}
export interface PermissionModuleGroup {
  module: string;
  module_name: string;
  permissions: { id: number; slug: string }[];
}

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
});
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;

export interface AccountSettings {
  company_name: string;
  slug: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  company_logo: string | null;
  currency: (typeof CURRENCIES)[number];
  timezone: string;
  working_days: number[];
}

const HM = HOLIDAY_MESSAGES;

function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

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

export interface PublicHoliday {
  id: number;
  name: string;
  date: string;
  recurring: boolean;
}
