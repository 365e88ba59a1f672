import { employeePersonFields } from '@clockroom/contracts';
import type { EmployeeInsert, EmployeeRow } from './employees.repository.ts';

/** The stored employee's shape, for the other resources that write employees (the import). */
export type { EmployeeInsert };

/**
 * API field (the spec's snake_case) → employee column, for the values stored as they are sent. The
 * admin record, the self-service profile and both their saves read and write through this one map,
 * so a new field of the record is added once.
 */
export const EMPLOYEE_COLUMNS = {
  salutation: 'salutation',
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  blood_group: 'bloodGroup',
  genotype: 'genotype',
  nationality: 'nationality',
  gender: 'gender',
  marital_status: 'maritalStatus',
  religion: 'religion',
  email: 'email',
  mobile_number: 'mobileNumber',
  mobile_number2: 'mobileNumber2',
  address: 'address',
  country_id: 'countryId',
  state_id: 'stateId',
  city_id: 'cityId',
  country: 'country',
  state: 'state',
  city: 'city',
  local_government: 'localGovernment',
  picture: 'picture',
  pin: 'pin',
  custom_employee_id: 'customEmployeeId',
  bank_id: 'bankId',
  account_number: 'accountNumber',
  account_name: 'accountName',
  bank_branch: 'bankBranch',
  pension_fund_administrator: 'pensionFundAdministrator',
  rsa_pin: 'rsaPin',
  tax_id: 'taxId',
  tax_location: 'taxLocation',
  // Payroll's (issue 19): annual_rent arrives parsed to kobo; the record answers it in naira.
  annual_rent: 'annualRentKobo',
  nhf_enabled: 'nhfEnabled',
  tax_state: 'taxState',
  appointment_date: 'appointmentDate',
  probation_end_date: 'probationEndDate',
  confirmation_date: 'confirmationDate',
  exit_date: 'exitDate',
  exit_reason: 'exitReason',
  nin: 'nin',
  next_of_kin_name: 'nextOfKinName',
  next_of_kin_relationship: 'nextOfKinRelationship',
  next_of_kin_phone: 'nextOfKinPhone',
  next_of_kin_address: 'nextOfKinAddress',
  emergency_contact_name: 'emergencyContactName',
  emergency_contact_relationship: 'emergencyContactRelationship',
  emergency_contact_phone: 'emergencyContactPhone',
  branch_id: 'branchId',
  department_id: 'departmentId',
  team_id: 'teamId',
  employee_type_id: 'employeeTypeId',
  employee_grade_id: 'employeeGradeId',
  employee_category_id: 'employeeCategoryId',
  employee_designation_id: 'employeeDesignationId',
  show_in_organogram: 'showInOrganogram',
  status: 'status',
  login_access: 'loginAccess',
  profile_completed: 'profileCompleted',
} as const satisfies Record<string, keyof EmployeeRow & keyof EmployeeInsert>;

export type EmployeeField = keyof typeof EMPLOYEE_COLUMNS;
export type EmployeeFieldValues<F extends EmployeeField> = {
  [K in F]: EmployeeRow[(typeof EMPLOYEE_COLUMNS)[K]];
};

/** The person's fields the contracts name (employeePersonFields), bar the two each service works out. */
type PersonField = Exclude<keyof typeof employeePersonFields.shape, 'id' | 'login_access'>;

/**
 * What the admin record and the self-service profile both show, read off the contracts' schema: a
 * field added there without a column here fails to compile. Login access aside: the admin record
 * works it out from the sign-in too.
 */
export const PERSON_FIELDS = Object.keys(employeePersonFields.shape).filter(
  (k): k is PersonField => k !== 'id' && k !== 'login_access',
) satisfies readonly EmployeeField[];

/**
 * Country, state and city come as ids (or names) that are resolved against the shared lists, so a
 * save never copies them through; see employee-profile.ts and the onboarding service.
 */
const PLACE_FIELDS: readonly EmployeeField[] = [
  'country_id',
  'state_id',
  'city_id',
  'country',
  'state',
  'city',
];

/** The row's values of `fields`, under their API names. */
export function fieldsOf<F extends EmployeeField>(
  e: EmployeeRow,
  fields: readonly F[],
): EmployeeFieldValues<F> {
  // Built key by key from the map, so each value has its column's type; TypeScript cannot follow fromEntries.
  return Object.fromEntries(fields.map((f) => [f, e[EMPLOYEE_COLUMNS[f]]])) as EmployeeFieldValues<F>;
}

/**
 * The payload's values among `fields` as a column patch: only the fields present are written (absent
 * = unchanged); places are left to the caller, which resolves them.
 */
export function columnsOf(input: Partial<Record<EmployeeField, unknown>>, fields: readonly EmployeeField[]) {
  const patch: Record<string, unknown> = {};
  for (const field of fields) {
    if (PLACE_FIELDS.includes(field) || input[field] === undefined) continue;
    patch[EMPLOYEE_COLUMNS[field]] = input[field];
  }
  // The payloads are validated by the contracts' schemas, whose fields carry the columns' types.
  return patch as Partial<EmployeeInsert>;
}
