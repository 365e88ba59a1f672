import { EMPLOYEE_MESSAGES as M, hasPermission, type EmployeeSearchQuery } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import * as repo from './employees.repository.ts';

/** Spec 1 §6: the global employee search is a premium feature. */
export async function searchEmployees(ctx: SignedInContext, q: EmployeeSearchQuery) {
  if (ctx.user.employee.company.account_type !== 'premium') throw forbidden(M.premiumOnly);
  const perPage = q.perPage ?? q.per_page;
  return repo.searchEmployees(
    ctx.tx,
    {
      search: q.query || undefined,
      departmentIds: q.department_ids,
      teamIds: q.team_ids,
      branchIds: q.branch_ids,
      branchId: ctx.activeBranch === 'all' ? null : ctx.activeBranch,
    },
    perPage,
    (q.page - 1) * perPage,
  );
}

/** An employee's profile: their own always, anyone's with 'view employees'. */
export async function getEmployee(ctx: SignedInContext, id: number) {
  const isSelf = ctx.user.employee.id === id;
  if (!isSelf && !hasPermission(ctx.user, 'view employees')) throw forbidden();
  const row = await repo.findEmployee(ctx.tx, id);
  if (!row || (row.employee.archivedAt !== null && !hasPermission(ctx.user, 'view employees')))
    throw notFound(M.notFound);
  const e = row.employee;
  return {
    id: e.id,
    name: `${e.firstName} ${e.lastName}`,
    first_name: e.firstName,
    last_name: e.lastName,
    email: e.email,
    pin: e.pin,
    custom_employee_id: e.customEmployeeId,
    picture: e.picture,
    salutation: e.salutation,
    gender: e.gender,
    date_of_birth: e.dateOfBirth,
    mobile_number: e.mobileNumber,
    address: e.address,
    city: e.city,
    state: e.state,
    country: e.country,
    nationality: e.nationality,
    religion: e.religion,
    marital_status: e.maritalStatus,
    blood_group: e.bloodGroup,
    genotype: e.genotype,
    appointment_date: e.appointmentDate,
    status: e.status,
    profile_completed: e.profileCompleted,
    archived: e.archivedAt !== null,
    branch: row.branch?.id == null ? null : row.branch,
    department: row.department?.id == null ? null : row.department,
    team: row.team?.id == null ? null : row.team,
  };
}
