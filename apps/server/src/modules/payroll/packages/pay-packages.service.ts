import {
  PAY_PACKAGE_MESSAGES as M,
  toPaging,
  type ListPage,
  type PagingQuery,
  type PayPackage,
  type PayPackageDetail,
  type PayPackageItem,
  type PayPackageValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField } from '../../../platform/http/errors.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import * as repo from './pay-packages.repository.ts';
import { packageEmployees } from './pay-package-assignments.repository.ts';

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('pay_packages_name_key', { field: 'package_name', message: M.nameTaken });

/** A package as the audit trail keeps it: its fields and items (who is on it is audited apart). */
type AuditedPackage = PayPackage & { pay_breakdowns: PayPackageItem[] };

const today = async (ctx: SignedInContext) => (await companyToday(ctx.tx, ctx.companyId)).today;

export async function listPayPackages(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<PayPackage>> {
  const p = toPaging(q);
  return repo.listPayPackages(ctx.tx, ctx.companyId, await today(ctx), {
    search: p.search,
    limit: p.perPage,
    offset: p.offset,
  });
}

/** The package (locked for a change when `lock`), or its 404. */
export async function findPayPackage(ctx: SignedInContext, id: number, lock = false): Promise<PayPackage> {
  return orNotFound(await repo.findPayPackage(ctx.tx, ctx.companyId, id, await today(ctx), lock), M.notFound);
}

async function withItems(ctx: SignedInContext, id: number): Promise<AuditedPackage> {
  const row = await findPayPackage(ctx, id);
  return { ...row, pay_breakdowns: await repo.packageItems(ctx.tx, ctx.companyId, id) };
}

const payPackage: AuditedResource<AuditedPackage> = {
  entity: 'pay package',
  name: (row) => row.package_name,
  find: withItems,
};

/** GET {id}: the package, its items and the employees on it. */
export async function getPayPackage(ctx: SignedInContext, id: number): Promise<PayPackageDetail> {
  return withEmployees(ctx, await withItems(ctx, id));
}

async function withEmployees(ctx: SignedInContext, row: AuditedPackage): Promise<PayPackageDetail> {
  return { ...row, employees: await packageEmployees(ctx.tx, ctx.companyId, row.id, await today(ctx)) };
}

/** The chosen pay breakdown items must be the company's. */
async function checkItems(ctx: SignedInContext, v: PayPackageValues): Promise<void> {
  if (v.pay_breakdowns === null) return;
  const wanted = v.pay_breakdowns.map((i) => i.pay_breakdown_id);
  const n = await repo.countPayBreakdowns(ctx.tx, ctx.companyId, wanted);
  if (n !== wanted.length) throw invalidField('pay_breakdowns', M.payBreakdownInvalid);
}

/** Without items the package takes every item of the company's pay breakdown by its own rule. */
export async function createPayPackage(ctx: SignedInContext, v: PayPackageValues): Promise<PayPackageDetail> {
  const row = await auditedCreate(ctx, payPackage, async () => {
    await checkItems(ctx, v);
    const id = await repo.insertPayPackage(ctx.tx, ctx.companyId, v);
    await repo.writeItems(ctx.tx, ctx.companyId, id, v.pay_breakdowns);
    return id;
  });
  return withEmployees(ctx, row);
}

/**
 * The change applies to every month not yet confirmed: the run reads packages when it computes, and
 * confirmed schedule rows are frozen (ADR 44). Items left out stay as they are.
 */
export async function updatePayPackage(
  ctx: SignedInContext,
  id: number,
  v: PayPackageValues,
): Promise<PayPackageDetail> {
  await findPayPackage(ctx, id, true);
  const row = await auditedUpdate(ctx, payPackage, id, async () => {
    await checkItems(ctx, v);
    await repo.updatePayPackage(ctx.tx, ctx.companyId, id, v);
    if (v.pay_breakdowns !== null) await repo.writeItems(ctx.tx, ctx.companyId, id, v.pay_breakdowns);
  });
  return withEmployees(ctx, row);
}

/** Refused while anyone is on it (today or from a later date): they would be left without pay. */
export async function deletePayPackage(ctx: SignedInContext, id: number): Promise<void> {
  const locked = await findPayPackage(ctx, id, true);
  if (locked.employees_count > 0) throw new AppError(422, M.inUse(locked.employees_count));
  await auditedDelete(ctx, payPackage, id, () => repo.deletePayPackage(ctx.tx, ctx.companyId, id));
}
