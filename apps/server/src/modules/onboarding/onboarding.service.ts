import {
  ONBOARDING_MESSAGES as M,
  SELF_EDITABLE_FIELDS,
  hasPermission,
  storedRecordIssues,
  type EmployeeSelfProfile,
  type SelfProfileInput,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { forbidden, invalidField, notFound } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { PERSON_FIELDS, columnsOf, fieldsOf } from '../organization/index.ts';
import * as referenceData from '../../platform/db/reference-data.repository.ts';
import * as repo from './onboarding.repository.ts';

/** Their own profile always; anybody's with 'edit employee' (admins helping a new joiner). */
function authorize(ctx: SignedInContext, id: number): void {
  if (ctx.user.employee.id !== id && !hasPermission(ctx.user, 'edit employee')) throw forbidden();
}

const some = <T extends { id: number | null }>(v: T | null): T | null => (v?.id == null ? null : v);

/** GET /organization/employees/{id}/profile: what /get-started and the profile edit show. */
export async function getProfile(ctx: SignedInContext, id: number): Promise<EmployeeSelfProfile> {
  authorize(ctx, id);
  const row = await repo.findProfile(ctx.tx, ctx.companyId, id);
  if (!row) throw notFound(M.notFound);
  const e = row.e;
  return {
    id: e.id,
    ...fieldsOf(e, PERSON_FIELDS),
    login_access: e.loginAccess,
    branch: some(row.branch),
    department: some(row.department),
    employee_type: some(row.type),
    employee_category: some(row.category),
    employee_designation: some(row.designation),
    employee_grade: some(row.grade),
    roles: await repo.rolesOfEmployee(ctx.tx, ctx.companyId, id),
    company_name: row.companyName,
  };
}

type Place = { id: number; name: string } | null | undefined;

/**
 * Country, state and city: ids (or, as the spec's client sends them, names) checked against the
 * shared lists and against each other. `undefined` leaves the stored value, null clears it.
 */
async function resolveLocation(ctx: SignedInContext, input: SelfProfileInput) {
  const ask = (id: number | null | undefined, name: string | undefined) =>
    id ? { id } : name ? { name } : id === null ? null : undefined;
  const countryAsk = ask(input.country_id, input.country_name);
  const stateAsk = ask(input.state_id, input.state_name);
  const cityAsk = ask(input.city_id, input.city_name);
  let country: Place = countryAsk === null ? null : undefined;
  if (countryAsk) {
    country = await referenceData.findCountry(ctx.tx, countryAsk);
    if (!country) throw invalidField(input.country_name ? 'country' : 'country_id', M.countryUnknown);
  }
  let state: Place = stateAsk === null ? null : undefined;
  if (stateAsk) {
    state = await referenceData.findState(ctx.tx, country?.id ?? null, stateAsk);
    if (!state) throw invalidField(input.state_name ? 'state' : 'state_id', M.stateUnknown);
  }
  let city: Place = cityAsk === null ? null : undefined;
  if (cityAsk) {
    city = await referenceData.findCity(ctx.tx, state?.id ?? null, cityAsk);
    if (!city) throw invalidField(input.city_name ? 'city' : 'city_id', M.cityUnknown);
  }
  const place = (
    p: Place,
    idKey: 'countryId' | 'stateId' | 'cityId',
    nameKey: 'country' | 'state' | 'city',
  ) => (p === undefined ? {} : { [idKey]: p?.id ?? null, [nameKey]: p?.name ?? null });
  return {
    ...place(country, 'countryId', 'country'),
    ...place(state, 'stateId', 'state'),
    ...place(city, 'cityId', 'city'),
  } as repo.ProfileChanges;
}

/**
 * PUT /organization/employees/{id}/profile: the onboarding save and the self-service edit. Only the
 * self-editable fields exist in the schema, so branch, grade, roles, pin... cannot change here. The
 * profile is flagged completed, and login access follows whether the employee holds a role (spec 2 §4).
 */
export async function updateProfile(ctx: SignedInContext, id: number, input: SelfProfileInput) {
  authorize(ctx, id);
  const before = await getProfile(ctx, id);
  if (
    input.email &&
    input.email !== before.email?.toLowerCase() &&
    (await repo.emailUsedByOther(ctx.tx, ctx.companyId, input.email, id))
  )
    throw invalidField('email', M.emailTaken);
  if (input.bank_id && !(await referenceData.bankExists(ctx.tx, input.bank_id)))
    throw invalidField('bank_id', M.bankUnknown);
  // Next of kin and emergency contact checked over what is stored; employment dates are HR's, not here.
  const contactIssue = storedRecordIssues(before, input).find((i) =>
    /^(next_of_kin|emergency)/.test(i.field),
  );
  if (contactIssue) throw invalidField(contactIssue.field, contactIssue.message);
  const changes: repo.ProfileChanges = await resolveLocation(ctx, input);
  Object.assign(changes, columnsOf(input, SELF_EDITABLE_FIELDS));
  changes.profileCompleted = true;
  changes.loginAccess = before.roles.length > 0;
  await repo.updateEmployee(ctx.tx, ctx.companyId, id, changes);
  if (input.email && input.email !== before.email?.toLowerCase())
    await repo.updateLoginEmail(ctx.tx, ctx.companyId, id, input.email);
  const after = await getProfile(ctx, id);
  await audit(ctx, {
    action: 'update-profile',
    entity: 'employee',
    entityId: id,
    description:
      ctx.user.employee.id === id
        ? `${after.first_name} ${after.last_name} updated their profile`
        : `Updated the profile of ${after.first_name} ${after.last_name}`,
    before,
    after,
  });
  return after;
}
