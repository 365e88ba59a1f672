import {
  PAY_PACKAGE_MESSAGES as M,
  type PayPackageAssignables,
  type PayPackageAssignment,
  type PayPackageAssignmentResult,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { packagesInForce } from './package-rules.repository.ts';
import * as repo from './pay-package-assignments.repository.ts';
import { findPayPackage } from './pay-packages.service.ts';

/**
 * Assign and un-assign (issue 19 "Assign", ADR 44): an employee has one package at a time, from a
 * date; the first day of the current month when none is sent.
 */

const ENTITY = 'pay package assignment';

/** Every assignment names this package or none; anything else is a 422 on that assignment. */
function checkPackage(input: PayPackageAssignment, packageId: number): void {
  const errors = input.assignments.flatMap((a, i) =>
    a.pay_package_id !== null && a.pay_package_id !== packageId
      ? [{ field: `assignments.${i}.payPackageId`, message: M.packageMismatch }]
      : [],
  );
  if (errors.length > 0) throw new AppError(422, M.packageMismatch, errors);
}

/** The ids must all be the company's employees (current ones, to be assigned). */
async function employeesOf(ctx: SignedInContext, input: PayPackageAssignment, current: boolean) {
  const wanted = input.assignments.map((a) => a.employee_id);
  const found = new Set(await repo.knownEmployees(ctx.tx, ctx.companyId, wanted, current));
  const errors = wanted.flatMap((id, i) =>
    found.has(id) ? [] : [{ field: `assignments.${i}.employee_id`, message: M.employeesInvalid }],
  );
  if (errors.length > 0) throw new AppError(422, M.employeesInvalid, errors);
  return wanted;
}

async function prepare(
  ctx: SignedInContext,
  packageId: number,
  input: PayPackageAssignment,
  current: boolean,
) {
  const pkg = await findPayPackage(ctx, packageId, true);
  checkPackage(input, packageId);
  const employees = await employeesOf(ctx, input, current);
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  return { pkg, employees, from: input.effective_from ?? `${today.slice(0, 7)}-01` };
}

const result = (packageId: number, from: string, employees: number[], changed: Set<number>) => ({
  pay_package_id: packageId,
  effective_from: from,
  changed: employees.filter((id) => changed.has(id)),
  unchanged: employees.filter((id) => !changed.has(id)),
});

/**
 * Puts the employees on the package from the date, moving them from any other. Their assignments
 * dated later are replaced (the new one holds until the next change made after it); an employee
 * already on it on that date keeps the row they have.
 */
export async function assignToPackage(
  ctx: SignedInContext,
  packageId: number,
  input: PayPackageAssignment,
): Promise<PayPackageAssignmentResult> {
  const { pkg, employees, from } = await prepare(ctx, packageId, input, true);
  const later = await repo.deleteAfter(ctx.tx, ctx.companyId, employees, from);
  const before = await packagesInForce(ctx.tx, ctx.companyId, employees, from);
  const moving = employees.filter((id) => before.get(id) !== packageId);
  await repo.assignFrom(ctx.tx, ctx.companyId, moving, from, packageId);
  const changed = new Set([...later, ...moving]);
  if (changed.size > 0) {
    await audit(ctx, {
      action: 'update',
      entity: ENTITY,
      entityId: packageId,
      description: `Assigned ${changed.size} employee(s) to pay package ${pkg.package_name} from ${from}`,
      before: { packages: Object.fromEntries(moving.map((id) => [id, before.get(id) ?? null])) },
      after: { pay_package_id: packageId, effective_from: from, employees: [...changed] },
    });
  }
  return result(packageId, from, employees, changed);
}

/**
 * Ends the package of these employees from the date: its assignments dated after it go, and where
 * it is the one in force on that date the employee gets a "no package" row from then (a later
 * assignment to another package stays). Earlier rows are kept, so months before the date are still
 * paid by the package when run again (ADR 44). Employees not on it then are left as they are.
 */
export async function unassignFromPackage(
  ctx: SignedInContext,
  packageId: number,
  input: PayPackageAssignment,
): Promise<PayPackageAssignmentResult> {
  const { pkg, employees, from } = await prepare(ctx, packageId, input, false);
  const before = await packagesInForce(ctx.tx, ctx.companyId, employees, from);
  const onIt = employees.filter((id) => before.get(id) === packageId);
  const later = await repo.deleteAfter(ctx.tx, ctx.companyId, employees, from, packageId);
  const ended = await repo.endFrom(ctx.tx, ctx.companyId, onIt, from);
  const changed = new Set([...later, ...ended]);
  if (changed.size > 0) {
    await audit(ctx, {
      action: 'update',
      entity: ENTITY,
      entityId: packageId,
      description: `Un-assigned ${changed.size} employee(s) from pay package ${pkg.package_name} from ${from}`,
      before: { pay_package_id: packageId, employees: [...changed] },
      after: { pay_package_id: null, effective_from: from, employees: [...changed] },
    });
  }
  return result(packageId, from, employees, changed);
}

/** GET {id}/assignables: everyone on the package, for the assignment widget's right list. */
export async function packageAssignables(
  ctx: SignedInContext,
  packageId: number,
): Promise<PayPackageAssignables> {
  await findPayPackage(ctx, packageId);
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  return { employees: await repo.packageEmployees(ctx.tx, ctx.companyId, packageId, today) };
}
