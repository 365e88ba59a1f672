import {
  EMPLOYEE_MESSAGES as M,
  hasPermission,
  toPaging,
  type EmployeeDetail,
  type EmployeeListQuery,
  type EmployeeListRow,
  type EmployeeSearchHit,
  type ListPage,
  type EmployeeProfileInput,
  type EmployeeSearchQuery,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import * as repo from './employees.repository.ts';
import * as profileRepo from './employee-profile.repository.ts';
import * as access from './employee-access.repository.ts';
import { applyAccess, isOwner } from './employee-access.ts';
import { profilePatch, recordOf } from './employee-profile.ts';
import { PERSON_FIELDS, fieldsOf } from './employee-columns.ts';
import {
  auditPayrollDetails,
  payrollDetailsOf,
  payrollFieldsOf,
  setsPayrollDetails,
} from './employee-payroll.ts';
import { branchVisible, managedBranchIds } from '../../../platform/auth/branch-scope.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';

// The checks before a write name a taken pin or email; two saves at once still meet the index, which
// answers with the same field error instead of a 500 (ADR 18).
registerUniqueConstraint('employees_pin_key', { field: 'pin', message: M.pinTaken });
registerUniqueConstraint('employees_email_key', { field: 'email', message: M.emailTaken });

/** Instants as ISO 8601, as the contracts' response schemas have them. */
const iso = (d: Date | null) => d?.toISOString() ?? null;

const activeBranchOf = (ctx: SignedInContext) => (ctx.activeBranch === 'all' ? null : ctx.activeBranch);
/** The user's own branch when they manage it, else the first they manage; null for 'view all stations'. */
function firstManagedBranch(ctx: SignedInContext): number | null {
  const managed = managedBranchIds(ctx);
  if (managed === null) return null;
  const own = ctx.user.employee.branch?.id;
  return own !== undefined && managed.includes(own) ? own : (managed[0] ?? null);
}

/** "All Branches" without 'view all stations' means the managed ones (branch-scope.ts). */
const managedOf = (ctx: SignedInContext) => (ctx.activeBranch === 'all' ? managedBranchIds(ctx) : null);

/**
 * The employee search behind the header's global search and every employee picker. Spec 1 §6 makes
 * the *global search* premium: the web app hides it for other accounts, but pickers in admin forms
 * (department head, team members, role members) must keep working, so the endpoint is not gated.
 */
export async function searchEmployees(
  ctx: SignedInContext,
  q: EmployeeSearchQuery,
): Promise<ListPage<EmployeeSearchHit>> {
  const perPage = q.perPage ?? q.per_page;
  return repo.searchEmployees(
    ctx.tx,
    ctx.companyId,
    {
      search: q.query || undefined,
      departmentIds: q.department_ids,
      teamIds: q.team_ids,
      gradeIds: q.grade_ids,
      branchIds: q.branch_ids,
      branchId: activeBranchOf(ctx),
      managedBranchIds: managedOf(ctx),
    },
    perPage,
    (q.page - 1) * perPage,
  );
}

/** The admin tables: current staff, or the archive. Both follow the header's active branch. */
export async function listEmployees(
  ctx: SignedInContext,
  q: EmployeeListQuery,
  archived = false,
): Promise<ListPage<EmployeeListRow>> {
  const paging = toPaging(q);
  const page = await repo.listEmployees(
    ctx.tx,
    ctx.companyId,
    {
      search: paging.search,
      status: q.status,
      branchId: activeBranchOf(ctx),
      managedBranchIds: managedOf(ctx),
      archived,
    },
    paging.perPage,
    paging.offset,
  );
  return { ...page, results: page.results.map((r) => ({ ...r, archived_at: iso(r.archived_at) })) };
}

const orNull = <T extends { id: number | null }>(v: T | null | undefined) => (v?.id == null ? null : v);

/** The stored fields of the admin record beyond the person's own (employee-columns.ts). */
const DETAIL_FIELDS = [
  ...PERSON_FIELDS,
  'custom_employee_id',
  'probation_end_date',
  'confirmation_date',
  'exit_date',
  'exit_reason',
  'branch_id',
  'department_id',
  'team_id',
  'employee_type_id',
  'employee_grade_id',
  'employee_category_id',
  'employee_designation_id',
  'show_in_organogram',
  'status',
] as const;

/** An employee's profile: their own always, anyone's with 'view employees'. */
export async function getEmployee(ctx: SignedInContext, id: number): Promise<EmployeeDetail> {
  const isSelf = ctx.user.employee.id === id;
  const canView = hasPermission(ctx.user, 'view employees');
  if (!isSelf && !canView) throw forbidden();
  const row = await repo.findEmployee(ctx.tx, ctx.companyId, id);
  if (!row || (row.employee.archivedAt !== null && !canView)) throw notFound(M.notFound);
  // Another branch's employee is as unknown as another company's (a 404, not a 403).
  if (!isSelf && !branchVisible(ctx, row.employee.branchId)) throw notFound(M.notFound);
  const user = await access.findUserOfEmployee(ctx.tx, ctx.companyId, id);
  const roles = user ? await access.rolesOfUser(ctx.tx, ctx.companyId, user.id) : [];
  const e = row.employee;
  return {
    id: e.id,
    name: `${e.firstName} ${e.lastName}`,
    ...fieldsOf(e, DETAIL_FIELDS),
    invited_at: iso(e.invitedAt),
    archived: e.archivedAt !== null,
    archived_at: iso(e.archivedAt),
    is_owner: ctx.user.employee.company.head_station_id === e.id,
    login_access: e.loginAccess || (user !== undefined && (user.isActive || roles.length > 0)),
    has_user: user !== undefined,
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    branch: orNull(row.branch),
    department: orNull(row.department),
    team: orNull(row.team),
    employee_type: orNull(row.employee_type),
    employee_grade: orNull(row.employee_grade),
    employee_category: orNull(row.employee_category),
    employee_designation: orNull(row.employee_designation),
    bank: orNull(row.bank),
    ...payrollFieldsOf(e),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

/** POST /organization/employees: the record, then (optionally) its sign-in. */
export async function createEmployee(
  ctx: SignedInContext,
  deps: AppDeps,
  input: EmployeeProfileInput,
): Promise<EmployeeDetail> {
  const patch = await profilePatch(ctx, input, undefined, {});
  const created = await repo.insertEmployee(ctx.tx, ctx.companyId, {
    ...patch,
    firstName: input.first_name,
    lastName: input.last_name,
    pin: input.pin ?? (await profileRepo.nextPin(ctx.tx, ctx.companyId)),
    // A new hire lands in the branch the admin is looking at, unless the form says otherwise; one
    // who sees only managed branches puts them in one of those, so the record stays in sight.
    branchId: patch.branchId ?? activeBranchOf(ctx) ?? firstManagedBranch(ctx),
    // Issue 19: NHF is deducted as the company decides unless the form says.
    nhfEnabled: input.nhf_enabled ?? (await profileRepo.companyNhfDefault(ctx.tx, ctx.companyId)),
    loginAccess: false,
  });
  await applyAccess(ctx, deps, created, input.login_access, input.roles);
  await audit(ctx, {
    action: 'create',
    entity: 'employee',
    entityId: created.id,
    description: `Created employee ${created.firstName} ${created.lastName} (pin ${created.pin})`,
    after: { ...input, roles: input.roles ?? [] },
  });
  const name = { id: created.id, name: `${created.firstName} ${created.lastName}` };
  const details = payrollDetailsOf(created);
  if (setsPayrollDetails(input, details)) await auditPayrollDetails(ctx, name, null, details);
  return getEmployee(ctx, created.id);
}

/** PUT /organization/employees/{id}: the admin's full edit; absent fields stay as they are. */
export async function updateEmployee(
  ctx: SignedInContext,
  deps: AppDeps,
  id: number,
  input: EmployeeProfileInput,
): Promise<EmployeeDetail> {
  const before = await repo.findEmployee(ctx.tx, ctx.companyId, id);
  if (!before || (ctx.user.employee.id !== id && !branchVisible(ctx, before.employee.branchId)))
    throw notFound(M.notFound);
  const e = before.employee;
  // The sign-in email decides where password resets go: guard it against account takeover.
  if (isOwner(ctx, id) && ctx.user.employee.id !== id) throw forbidden(M.ownerEditsOwnRecord);
  const user = await access.findUserOfEmployee(ctx.tx, ctx.companyId, id);
  const emailChanged = Boolean(input.email && input.email !== e.email?.toLowerCase());
  if (emailChanged && user && ctx.user.employee.id !== id && !hasPermission(ctx.user, 'manage role members'))
    throw forbidden(M.signInEmailNotAllowed);
  const patch = await profilePatch(ctx, input, id, recordOf(e));
  await repo.updateEmployee(ctx.tx, ctx.companyId, id, patch);
  if (emailChanged && user) await access.updateUser(ctx.tx, ctx.companyId, user.id, { email: input.email });
  await applyAccess(ctx, deps, { ...e, email: input.email ?? e.email }, input.login_access, input.roles);
  const changed = Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => String(e[k as keyof typeof e] ?? '') !== String(v ?? '')),
  );
  await audit(ctx, {
    action: 'update',
    entity: 'employee',
    entityId: id,
    description: `Updated employee ${input.first_name} ${input.last_name}`,
    before: Object.fromEntries(Object.keys(changed).map((k) => [k, e[k as keyof typeof e] ?? null])),
    after: { ...changed, ...(input.roles ? { roles: input.roles } : {}) },
  });
  const detail = await getEmployee(ctx, id);
  await auditPayrollDetails(ctx, detail, payrollDetailsOf(e), detail);
  return detail;
}
