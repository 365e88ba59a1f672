import { z } from 'zod';
import { aliasLocationFields, employeeProfileFields, employeeProfileRules } from './employee-form.ts';
import { employeePersonFields, namedRecord } from './employees.ts';
import { CONTACT_PERSON_FIELDS } from './contact-person-fields.ts';

/**
 * The personal details the onboarding wizard's second step opens with, named alike by its form and
 * the API (the wizard validates them by these names before it moves on).
 */
export const SELF_PERSONAL_FIELDS = [
  'salutation',
  'first_name',
  'last_name',
  'date_of_birth',
  'blood_group',
  'genotype',
  'nationality',
  'gender',
  'marital_status',
] as const;

/** Bank, pension and tax: the onboarding wizard's third step, named alike by its form and the API. */
export const SELF_PAY_FIELDS = [
  'bank_id',
  'account_number',
  'account_name',
  'bank_branch',
  'pension_fund_administrator',
  'rsa_pin',
  'tax_id',
  'tax_location',
] as const;

/**
 * What an employee may change about themselves, at /get-started and on the self-service profile edit
 * (PUT /organization/employees/{id}/profile). Spec 2 §5: appointment date, branch, department, type,
 * category, designation, grade and roles are shown disabled and the pin is read-only, so those keys
 * are not part of the schema: a client that sends them (the spec's client sends the whole form) has
 * them stripped, never applied.
 */
export const SELF_EDITABLE_FIELDS = [
  ...SELF_PERSONAL_FIELDS,
  'religion',
  'email',
  'mobile_number',
  'mobile_number2',
  'address',
  'country_id',
  'state_id',
  'city_id',
  'local_government',
  'picture',
  ...SELF_PAY_FIELDS,
  // An employee keeps their own identity number and contacts current (ADR 0017).
  'nin',
  ...CONTACT_PERSON_FIELDS,
] as const;
export type SelfEditableField = (typeof SELF_EDITABLE_FIELDS)[number];

/** The fields shown disabled (spec 2 §5); listed so screens and tests name the same set. */
export const LOCKED_PROFILE_FIELDS = [
  'appointment_date',
  'branch_id',
  'department_id',
  'employee_type_id',
  'employee_category_id',
  'employee_designation_id',
  'employee_grade_id',
  'roles',
  'pin',
] as const;

const pickSelf = Object.fromEntries(SELF_EDITABLE_FIELDS.map((f) => [f, true])) as {
  [K in SelfEditableField]: true;
};

/**
 * Location may arrive as ids (`country_id`, or the spec's `country` carrying an id) or, as the spec's
 * onboarding client sends them, as names; names are resolved by the server (`country_name`...).
 */
function splitLocation(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const entries = Object.entries(input as Record<string, unknown>).map(([key, v]): [string, unknown] =>
    (key === 'country' || key === 'state' || key === 'city') &&
    typeof v === 'string' &&
    v.trim() !== '' &&
    !/^\d+$/.test(v.trim())
      ? [`${key}_name`, v.trim()]
      : [key, v],
  );
  return aliasLocationFields(Object.fromEntries(entries));
}

const locationName = z.string().trim().max(100).optional();

export const selfProfileSchema = z.preprocess(
  splitLocation,
  employeeProfileFields
    .pick(pickSelf)
    .extend({ country_name: locationName, state_name: locationName, city_name: locationName })
    .superRefine(employeeProfileRules),
);
export type SelfProfileInput = z.infer<typeof selfProfileSchema>;
export type SelfProfilePayload = z.input<typeof employeeProfileFields>;

/** GET /organization/employees/{id}/profile: what the onboarding and edit forms show. */
export const employeeSelfProfileSchema = employeePersonFields.extend({
  branch: z.object({ id: z.number(), station_name: z.string() }).nullable(),
  department: namedRecord('department_name'),
  employee_type: namedRecord('type_name'),
  employee_category: namedRecord('category_name'),
  employee_designation: namedRecord('designation_name'),
  employee_grade: namedRecord('grade_name'),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  company_name: z.string().nullable(),
});
export type EmployeeSelfProfile = z.infer<typeof employeeSelfProfileSchema>;

export const ONBOARDING_MESSAGES = {
  loaded: 'Employee profile retrieved successfully',
  saved: 'Profile updated successfully',
  emailTaken: 'This email address is already used by another employee',
  countryUnknown: 'Kindly select a country',
  stateUnknown: 'Kindly select a State',
  cityUnknown: 'Kindly select a City',
  bankUnknown: 'Kindly select a valid bank',
  notFound: 'Employee not found',
  finishTitle: 'FINISH!',
  finishText: 'Congratulations!!! You have completed the registration process.',
  yourFirstDay: 'Your First Day',
  documentsToFill: 'Documents to fill',
  logOutFinishLater: 'Log Out & Finish Later',
  editEmployee: 'Edit Employee',
} as const;

/** Wizard steps (spec 2 §4): 1 welcome, 2 personal and contact, 3 employee, bank and user info. */
export const ONBOARDING_LAST_STEP = 3;
/** The spec's declared maximum; the screens never go past the last real step. */
export const ONBOARDING_MAX_STEP = 4;
