import {
  EMPLOYEE_FORM_MESSAGES as F,
  EMPLOYEE_MESSAGES as M,
  storedRecordIssues,
  type EmployeeProfileInput,
  type EmployeeRecordValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from './employees.repository.ts';
import { branchVisible } from '../branch-scope.ts';
import type { EmployeeInsert, EmployeeRow } from './employees.repository.ts';

type Patch = Partial<EmployeeInsert>;

/** Payload field → column for the plain values (ids and names of places are resolved below). */
const PLAIN: Partial<Record<keyof EmployeeProfileInput, keyof EmployeeInsert>> = {
  salutation: 'salutation',
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  blood_group: 'bloodGroup',
  nationality: 'nationality',
  gender: 'gender',
  marital_status: 'maritalStatus',
  religion: 'religion',
  email: 'email',
  mobile_number: 'mobileNumber',
  mobile_number2: 'mobileNumber2',
  address: 'address',
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
  genotype: 'genotype',
  appointment_date: 'appointmentDate',
  branch_id: 'branchId',
  department_id: 'departmentId',
  team_id: 'teamId',
  employee_type_id: 'employeeTypeId',
  employee_category_id: 'employeeCategoryId',
  employee_designation_id: 'employeeDesignationId',
  employee_grade_id: 'employeeGradeId',
  show_in_organogram: 'showInOrganogram',
  nin: 'nin',
  probation_end_date: 'probationEndDate',
  confirmation_date: 'confirmationDate',
  exit_date: 'exitDate',
  exit_reason: 'exitReason',
  next_of_kin_name: 'nextOfKinName',
  next_of_kin_relationship: 'nextOfKinRelationship',
  next_of_kin_phone: 'nextOfKinPhone',
  next_of_kin_address: 'nextOfKinAddress',
  emergency_contact_name: 'emergencyContactName',
  emergency_contact_relationship: 'emergencyContactRelationship',
  emergency_contact_phone: 'emergencyContactPhone',
};

const COMPANY_REFS: [repo.CompanyLookupField, string][] = [
  ['branch_id', M.branchMissing],
  ['department_id', M.departmentMissing],
  ['team_id', M.teamMissing],
  ['employee_type_id', M.typeMissing],
  ['employee_grade_id', M.gradeMissing],
  ['employee_category_id', M.categoryMissing],
  ['employee_designation_id', M.designationMissing],
];

/** The stored values the record's cross-field rules read (employee-record.ts in contracts). */
export function recordOf(e: EmployeeRow): EmployeeRecordValues {
  return {
    appointment_date: e.appointmentDate,
    probation_end_date: e.probationEndDate,
    confirmation_date: e.confirmationDate,
    exit_date: e.exitDate,
    exit_reason: e.exitReason,
    next_of_kin_name: e.nextOfKinName,
    next_of_kin_relationship: e.nextOfKinRelationship,
    next_of_kin_phone: e.nextOfKinPhone,
    next_of_kin_address: e.nextOfKinAddress,
    emergency_contact_name: e.emergencyContactName,
    emergency_contact_relationship: e.emergencyContactRelationship,
    emergency_contact_phone: e.emergencyContactPhone,
  };
}

/** Collects every field problem, so the form shows them all at once. */
class FieldErrors {
  readonly list: { field: string; message: string }[] = [];
  add(field: string, message: string) {
    this.list.push({ field, message });
  }
  throwIfAny() {
    const [first] = this.list;
    if (first) throw new AppError(422, first.message, this.list);
  }
}

/**
 * Turns a validated payload into a column patch: only the fields present are written (absent =
 * unchanged), and every referenced id must exist for this company (RLS) or in the shared lists.
 * Pin and email must be free within the company.
 */
export async function profilePatch(
  ctx: SignedInContext,
  input: Partial<EmployeeProfileInput>,
  exceptId: number | undefined,
  stored: EmployeeRecordValues,
): Promise<Patch> {
  const errors = new FieldErrors();
  // The payload may be partial: the record's rules see it over what is stored.
  for (const issue of storedRecordIssues(stored, input)) errors.add(issue.field, issue.message);
  const patch: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PLAIN) as [
    keyof EmployeeProfileInput,
    keyof EmployeeInsert,
  ][]) {
    if (input[field] !== undefined) patch[column] = input[field];
  }
  if (input.pin && (await repo.pinTaken(ctx.tx, input.pin, exceptId))) errors.add('pin', M.pinTaken);
  if (input.email && (await repo.emailTaken(ctx.tx, input.email, exceptId)))
    errors.add('email', M.emailTaken);
  for (const [field, message] of COMPANY_REFS) {
    const id = input[field];
    if (id && !(await repo.companyRecordExists(ctx.tx, field, id))) errors.add(field, message);
  }
  // A user who sees only managed branches cannot place anyone elsewhere (branch-scope.ts).
  if (input.branch_id && !branchVisible(ctx, input.branch_id)) errors.add('branch_id', M.branchMissing);
  if (input.bank_id && !(await repo.findBank(ctx.tx, input.bank_id))) errors.add('bank_id', M.bankMissing);
  await placePatch(ctx, input, patch, errors);
  errors.throwIfAny();
  return patch as Patch;
}

/** Country, state and city: ids are kept and names copied for reports; the chain must agree. */
async function placePatch(
  ctx: SignedInContext,
  input: Partial<EmployeeProfileInput>,
  patch: Record<string, unknown>,
  errors: FieldErrors,
) {
  if (input.country_id !== undefined) {
    const country = input.country_id ? await repo.findCountry(ctx.tx, input.country_id) : null;
    if (input.country_id && !country) errors.add('country_id', F.countryRequired);
    patch.countryId = country?.id ?? null;
    patch.country = country?.name ?? null;
  }
  if (input.state_id !== undefined) {
    const state = input.state_id ? await repo.findState(ctx.tx, input.state_id) : null;
    if (input.state_id && (!state || (input.country_id && state.countryId !== input.country_id)))
      errors.add('state_id', F.stateRequired);
    patch.stateId = state?.id ?? null;
    patch.state = state?.name ?? null;
  }
  if (input.city_id !== undefined) {
    const city = input.city_id ? await repo.findCity(ctx.tx, input.city_id) : null;
    if (input.city_id && (!city || (input.state_id && city.stateId !== input.state_id)))
      errors.add('city_id', F.cityRequired);
    patch.cityId = city?.id ?? null;
    patch.city = city?.name ?? null;
  }
}
