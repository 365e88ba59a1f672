import {
  EMPLOYEE_FORM_MESSAGES as F,
  EMPLOYEE_MESSAGES as M,
  EMPLOYEE_RECORD_FIELDS,
  storedRecordIssues,
  type EmployeeProfileInput,
  type EmployeeRecordValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as profileRepo from './employee-profile.repository.ts';
import { branchVisible } from '../../../platform/auth/branch-scope.ts';
import * as referenceData from '../../../platform/db/reference-data.repository.ts';
import type { EmployeeInsert, EmployeeRow } from './employees.repository.ts';
import { EMPLOYEE_COLUMNS, columnsOf, fieldsOf, type EmployeeField } from './employee-columns.ts';

type Patch = Partial<EmployeeInsert>;

/**
 * What the admin's form writes as sent: every field but the places (resolved below) and what the
 * server keeps itself (status by its endpoints, login access by employee-access.ts, completion by
 * onboarding).
 */
const ADMIN_WRITES = (Object.keys(EMPLOYEE_COLUMNS) as EmployeeField[]).filter(
  (f) => f !== 'status' && f !== 'login_access' && f !== 'profile_completed',
);

const COMPANY_REFS: [profileRepo.CompanyLookupField, string][] = [
  ['branch_id', M.branchMissing],
  ['department_id', M.departmentMissing],
  ['team_id', M.teamMissing],
  ['employee_type_id', M.typeMissing],
  ['employee_grade_id', M.gradeMissing],
  ['employee_category_id', M.categoryMissing],
  ['employee_designation_id', M.designationMissing],
];

/** The stored values the record's cross-field rules read (employee-record.ts in contracts). */
export const recordOf = (e: EmployeeRow): EmployeeRecordValues => fieldsOf(e, EMPLOYEE_RECORD_FIELDS);

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
  const patch: Record<string, unknown> = columnsOf(input, ADMIN_WRITES);
  if (input.pin && (await profileRepo.pinTaken(ctx.tx, ctx.companyId, input.pin, exceptId)))
    errors.add('pin', M.pinTaken);
  if (input.email && (await profileRepo.emailTaken(ctx.tx, ctx.companyId, input.email, exceptId)))
    errors.add('email', M.emailTaken);
  for (const [field, message] of COMPANY_REFS) {
    const id = input[field];
    if (id && !(await profileRepo.companyRecordExists(ctx.tx, ctx.companyId, field, id)))
      errors.add(field, message);
  }
  // A user who sees only managed branches cannot place anyone elsewhere (branch-scope.ts).
  if (input.branch_id && !branchVisible(ctx, input.branch_id)) errors.add('branch_id', M.branchMissing);
  if (input.bank_id && !(await referenceData.bankExists(ctx.tx, input.bank_id)))
    errors.add('bank_id', M.bankMissing);
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
    const country = input.country_id
      ? await referenceData.findCountry(ctx.tx, { id: input.country_id })
      : null;
    if (input.country_id && !country) errors.add('country_id', F.countryRequired);
    patch.countryId = country?.id ?? null;
    patch.country = country?.name ?? null;
  }
  if (input.state_id !== undefined) {
    const state = input.state_id ? await referenceData.findState(ctx.tx, null, { id: input.state_id }) : null;
    if (input.state_id && (!state || (input.country_id && state.countryId !== input.country_id)))
      errors.add('state_id', F.stateRequired);
    patch.stateId = state?.id ?? null;
    patch.state = state?.name ?? null;
  }
  if (input.city_id !== undefined) {
    const city = input.city_id ? await referenceData.findCity(ctx.tx, null, { id: input.city_id }) : null;
    if (input.city_id && (!city || (input.state_id && city.stateId !== input.state_id)))
      errors.add('city_id', F.cityRequired);
    patch.cityId = city?.id ?? null;
    patch.city = city?.name ?? null;
  }
}
