import {
  LEAVE_TYPE_MESSAGES as M,
  hasPermission,
  type EligibleLeaveType,
  type LeaveTypeDetail,
  type LeaveTypeInput,
  type LeaveTypeRow,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/errors.ts';
import { orNotFound, searchedPage } from '../../../platform/http/company-rows.ts';
import { auditedDelete, type AuditedResource } from '../../../platform/audit/audited-writes.ts';
import { checkedWrites } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { branchVisible } from '../../../platform/auth/branch-scope.ts';
import {
  branchName,
  countExisting,
  memberNames,
} from '../../../platform/approvals/approver-members.repository.ts';
import { listEligibleLeaveTypes } from '../shared/leave-eligibility.repository.ts';
import * as repo from './leave-types.repository.ts';

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('leave_types_name_key', { field: 'leave_name', message: M.nameTaken });

export function listLeaveTypes(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<LeaveTypeRow>> {
  return searchedPage(ctx, q, repo.listLeaveTypes);
}

type Basis = 'department' | 'station_grade' | 'employees';

export async function getLeaveType(ctx: SignedInContext, id: number): Promise<LeaveTypeDetail> {
  const found = orNotFound(await repo.findLeaveType(ctx.tx, ctx.companyId, id), M.notFound);
  const { member_ids: memberIds, ...row } = found;
  const names = async (basis: Basis) =>
    row.category_type === basis ? memberNames(ctx.tx, ctx.companyId, basis, memberIds) : [];
  const branch = row.branch_id ? await branchName(ctx.tx, ctx.companyId, row.branch_id) : undefined;
  return {
    ...row,
    branch: branch ?? null,
    departments: (await names('department')).map((n) => ({ id: n.id, department_name: n.name })),
    grades: (await names('station_grade')).map((n) => ({ id: n.id, grade_name: n.name })),
    employees: (await names('employees')).map((n) => ({ id: n.id, employee_name: n.name })),
  };
}

const leaveType: AuditedResource<LeaveTypeDetail> = {
  entity: 'leave type',
  name: (row) => row.leave_name,
  find: getLeaveType,
};

const MEMBERS = {
  department: {
    field: 'departments',
    message: M.departmentsRequired,
    of: (i: LeaveTypeInput) => i.departments,
  },
  station_grade: { field: 'grades', message: M.gradesRequired, of: (i: LeaveTypeInput) => i.grades },
  employees: { field: 'employees', message: M.employeesRequired, of: (i: LeaveTypeInput) => i.employees },
} as const;

/** Checks every id against the company (another company's id is simply not found: 422). */
async function toValues(ctx: SignedInContext, input: LeaveTypeInput): Promise<repo.LeaveTypeValues> {
  let memberIds: number[] = [];
  if (input.category_type !== 'all_users') {
    const members = MEMBERS[input.category_type];
    memberIds = [...new Set(members.of(input))];
    if ((await countExisting(ctx.tx, ctx.companyId, input.category_type, memberIds)) !== memberIds.length) {
      throw invalidField(members.field, members.message);
    }
  }
  const branchId = input.is_generic ? null : (input.branch_id ?? null);
  if (branchId !== null && (await countExisting(ctx.tx, ctx.companyId, 'branch', [branchId])) !== 1) {
    throw invalidField('branch_id', M.branchRequired);
  }
  return {
    leaveName: input.leave_name,
    weekend: input.weekend,
    applicableDays: input.applicable_days,
    periodType: input.period_type,
    gender: input.gender,
    note: input.note ?? null,
    isGeneric: input.is_generic,
    branchId,
    categoryType: input.category_type,
    memberIds,
  };
}

const writes = checkedWrites(leaveType, toValues, {
  insert: repo.insertLeaveType,
  update: repo.updateLeaveType,
});
export const createLeaveType = writes.create;
/** A change applies to every employee's current-year entitlement at once (ADR 23). */
export const updateLeaveType = writes.update;

/**
 * A type with leave requests stays: they name it, and their days count against it. The row is
 * locked first, so a request being filed at the same moment waits and then fails on its foreign key.
 */
export async function deleteLeaveType(ctx: SignedInContext, id: number): Promise<void> {
  orNotFound(await repo.findLeaveType(ctx.tx, ctx.companyId, id, true), M.notFound);
  await auditedDelete(ctx, leaveType, id, async () => {
    if ((await repo.countRequestsOfType(ctx.tx, ctx.companyId, id)) > 0) throw new AppError(422, M.inUse);
    await repo.deleteLeaveType(ctx.tx, ctx.companyId, id);
  });
}

/**
 * The types an employee may request (ADR 23 "Eligibility"). Anyone signed in may ask for their own;
 * a 'view leaves' holder for any employee of a branch they may see. Anything else reads as not found.
 */
export async function leaveTypesByEmployee(
  ctx: SignedInContext,
  employeeId: number,
): Promise<EligibleLeaveType[]> {
  const own = ctx.user.employee.id === employeeId;
  const employee = await repo.findEmployee(ctx.tx, ctx.companyId, employeeId);
  if (!employee) throw notFound(M.employeeNotFound);
  if (!own && !(hasPermission(ctx.user, 'view leaves') && branchVisible(ctx, employee.branchId))) {
    throw notFound(M.employeeNotFound);
  }
  const types = await listEligibleLeaveTypes(ctx.tx, ctx.companyId, employeeId);
  return types.map((t) => ({
    id: t.id,
    leave_name: t.leaveName,
    applicable_days: t.applicableDays,
    weekend: t.weekend as EligibleLeaveType['weekend'],
  }));
}
