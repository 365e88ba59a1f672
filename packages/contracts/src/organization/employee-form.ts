import { z } from 'zod';
import { isCalendarDate } from '../platform/dates.ts';
import {
  BLOOD_GROUPS,
  EMPLOYEE_FORM_MESSAGES,
  GENDERS,
  MARITAL_STATUSES,
  PHONE_PATTERN,
  SALUTATIONS,
} from './employee-form-options.ts';
import {
  EMPLOYEE_RECORD_MESSAGES as R,
  EXIT_REASONS,
  NIN_PATTERN,
  storedRecordIssues,
  type EmployeeRecordValues,
} from './employee-record.ts';
import { aliasPensionPfa, employeePayrollInputFields } from './employee-payroll.ts';

/**
 * The employee profile payload (spec 2 §3 "Employee profile form", §5 "Onboarding form").
 * Shared by the admin create/edit screens (POST/PUT /organization/employees) and by onboarding,
 * self-service profile editing and bulk import, which reuse `employeeProfileFields` and
 * `employeeProfileRules` (omit what they do not accept, then `.superRefine(employeeProfileRules)`).
 *
 * Wire conventions:
 * - Optional text and ids: absent = leave unchanged (on edit), `null` or `''` = clear.
 * - Location: `country_id`, `state_id`, `city_id` are the canonical fields. The spec's `country`,
 *   `state`, `city` are accepted as aliases carrying the same ids (number or numeric string); the
 *   server stores the names from the lookup tables for reports. Free-text names are refused.
 * - Phones are `<country code>-<number without leading zero>` (see `formatPhone`).
 * - Religion is free text on the wire: the form offers christianity, islam, others, and "others"
 *   sends the typed value instead (`resolveReligion`).
 */

const M = EMPLOYEE_FORM_MESSAGES;

const blankToNull = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v);

const optionalText = (max = 200) =>
  z.preprocess(blankToNull, z.string().trim().max(max, M.tooLong).nullable().optional());

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v.trim().toLowerCase()) : v),
    z.enum(values, { error: message }).nullable().optional(),
  );

/** An id from a select: positive integer (numeric strings accepted); '', null and 0 clear it. */
export const optionalId = z.preprocess(
  (v) =>
    v === '' || v === 0 || v === '0' ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v,
  z.number({ error: M.idInvalid }).int(M.idInvalid).positive(M.idInvalid).nullable().optional(),
);

const optionalDate = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.trim().slice(0, 10)) : v),
  z.string({ error: M.dateInvalid }).refine(isCalendarDate, M.dateInvalid).nullable().optional(),
);

const booleanish = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);

/** Accepts `234-8031234567`, `+234-08031234567`; stores the canonical form. */
function phone(requiredMessage?: string) {
  const canonical = z
    .string()
    .trim()
    .regex(PHONE_PATTERN, M.phoneInvalid)
    // The regex step has matched the whole value, so this only rewrites it to code-digits.
    .transform((v) => v.replace(PHONE_PATTERN, '$1-$2'));
  return requiredMessage
    ? z.preprocess(
        (v) => (v === null ? undefined : v),
        z.string({ error: requiredMessage }).trim().min(1, requiredMessage).pipe(canonical),
      )
    : z.preprocess(blankToNull, canonical.nullable().optional());
}

export const employeeProfileFields = z.object({
  salutation: optionalEnum(SALUTATIONS, M.salutationRequired),
  first_name: z.string({ error: M.firstNameRequired }).trim().min(1, M.firstNameRequired).max(100, M.tooLong),
  last_name: z.string({ error: M.lastNameRequired }).trim().min(1, M.lastNameRequired).max(100, M.tooLong),
  date_of_birth: optionalDate,
  blood_group: z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v.trim().toUpperCase()) : v),
    z.enum(BLOOD_GROUPS, { error: M.bloodGroupInvalid }).nullable().optional(),
  ),
  nationality: optionalText(100),
  gender: optionalEnum(GENDERS, M.genderRequired),
  marital_status: optionalEnum(MARITAL_STATUSES, M.maritalStatusRequired),
  religion: optionalText(60),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .min(1, M.emailInvalid)
    .max(200, M.emailInvalid)
    .email(M.emailInvalid)
    .transform((v) => v.toLowerCase()),
  mobile_number: phone(M.phoneRequired),
  mobile_number2: phone(),
  address: optionalText(300),
  country_id: optionalId,
  state_id: optionalId,
  city_id: optionalId,
  local_government: optionalText(100),
  picture: z.preprocess(blankToNull, z.string().trim().max(500, M.pictureInvalid).nullable().optional()),
  login_access: booleanish.optional(),
  roles: z
    .array(z.coerce.number({ error: M.idInvalid }).int().positive(M.idInvalid), { error: M.idInvalid })
    .optional(),
  pin: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,20}$/, M.pinInvalid)
      .nullable()
      .optional(),
  ),
  custom_employee_id: optionalText(50),
  bank_id: optionalId,
  account_number: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, M.accountNumberDigits)
      .nullable()
      .optional(),
  ),
  account_name: optionalText(150),
  bank_branch: optionalText(150),
  pension_fund_administrator: optionalText(150),
  rsa_pin: optionalText(50),
  tax_id: optionalText(50),
  tax_location: optionalText(100),
  genotype: optionalText(10),
  appointment_date: optionalDate,
  branch_id: optionalId,
  department_id: optionalId,
  team_id: optionalId,
  employee_type_id: optionalId,
  employee_category_id: optionalId,
  employee_designation_id: optionalId,
  employee_grade_id: optionalId,
  show_in_organogram: booleanish.optional(),
  // Platform issue §10: what Nigerian HR captures on day one (employee-record.ts, ADR 0017).
  nin: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToNull(v)),
    z.string().trim().regex(NIN_PATTERN, R.ninInvalid).nullable().optional(),
  ),
  probation_end_date: optionalDate,
  confirmation_date: optionalDate,
  exit_date: optionalDate,
  exit_reason: optionalEnum(EXIT_REASONS, R.exitReasonInvalid),
  next_of_kin_name: optionalText(150),
  next_of_kin_relationship: optionalText(60),
  next_of_kin_phone: phone(),
  next_of_kin_address: optionalText(300),
  emergency_contact_name: optionalText(150),
  emergency_contact_relationship: optionalText(60),
  emergency_contact_phone: phone(),
});
export type EmployeeProfileFields = z.infer<typeof employeeProfileFields>;

/** Today as yyyy-MM-dd in the caller's clock (the browser's on the web, the server's on the API). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Cross-field rules; typed loosely so narrower schemas built with `.omit()` can reuse them. */
export function employeeProfileRules(
  v: Partial<
    Pick<
      EmployeeProfileFields,
      'date_of_birth' | 'mobile_number' | 'mobile_number2' | 'login_access' | 'roles'
    >
  >,
  ctx: z.RefinementCtx,
): void {
  if (v.date_of_birth && v.date_of_birth > today()) {
    ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: M.dateOfBirthInFuture });
  }
  if (v.mobile_number && v.mobile_number2 && v.mobile_number === v.mobile_number2) {
    ctx.addIssue({ code: 'custom', path: ['mobile_number2'], message: M.phoneAlreadyUsed });
  }
  if (v.login_access === true && v.roles !== undefined && v.roles.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['roles'], message: M.rolesRequiredForLogin });
  }
}

/**
 * The record's rules (employee-record.ts) over a payload that is the whole record, an import row:
 * absent means empty. Admin and self-service saves may be partial, so their services check the
 * rules over the stored row instead (storedRecordIssues).
 */
export function wholeRecordRules(v: EmployeeRecordValues, ctx: z.RefinementCtx): void {
  for (const issue of storedRecordIssues({}, v)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
}

/** Moves the spec's `country`/`state`/`city` aliases onto the `_id` fields (ids only; see top). */
export function aliasLocationFields(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { country, state, city, ...rest } = input as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (country !== undefined && out.country_id === undefined) out.country_id = country;
  if (state !== undefined && out.state_id === undefined) out.state_id = state;
  if (city !== undefined && out.city_id === undefined) out.city_id = city;
  return out;
}

/** The admin's fields: the profile and payroll's (annual rent, NHF, RSA PIN checked, tax state). */
const employeeAdminFields = employeeProfileFields.extend(employeePayrollInputFields);

/**
 * POST /organization/employees and PUT /organization/employees/{id} (admin full edit), which also
 * take the payroll fields (issue 19; `pension_pfa` as an alias of `pension_fund_administrator`).
 */
export const employeeProfileSchema = z.preprocess(
  (v) => aliasPensionPfa(aliasLocationFields(v)),
  employeeAdminFields.superRefine(employeeProfileRules),
);
export type EmployeeProfileInput = z.infer<typeof employeeProfileSchema>;
/** What a form sends before parsing (ids may be strings, booleans may be '1'). */
export type EmployeeProfilePayload = z.input<typeof employeeAdminFields> & { pension_pfa?: string | null };
