import {
  hasAnyPermission,
  STATUTORY_DEDUCTION_MESSAGES as M,
  STATUTORY_READERS,
  toPaging,
  type ListPage,
  type PagingQuery,
  type StatutoryDeduction,
  type StatutoryDeductionValues,
  type StatutorySettings,
  type WorkedExample,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, forbidden, invalidField, notFound } from '../../../platform/http/errors.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { audit } from '../../../platform/audit/audit.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import * as repo from './statutory-deductions.repository.ts';
import { toTaxTable } from './statutory-settings.repository.ts';
import { governing, isLocked, versionViews, type Confirmed, type Version } from './tax-table-versions.ts';
import { workedExample } from './worked-example.ts';

/**
 * Statutory deductions: the tax table versions (ADR 43). No write changes the rules a confirmed
 * payroll month was computed under: a version governing one is kept as it is, and a new or moved
 * version may not start on or before a confirmed month it would then govern.
 */

// Two versions never share a start: the index decides (ADR 18).
registerUniqueConstraint('payroll_tax_tables_effective_key', {
  field: 'effective_from',
  message: M.effectiveFromTaken,
});

function checkReader(ctx: SignedInContext): void {
  if (!hasAnyPermission(ctx.user, STATUTORY_READERS)) throw forbidden();
}

async function allVersions(ctx: SignedInContext, lock = false): Promise<StatutoryDeduction[]> {
  const [rows, confirmed, { today }] = await Promise.all([
    repo.listTaxTables(ctx.tx, ctx.companyId, lock),
    repo.confirmedMonths(ctx.tx, ctx.companyId),
    companyToday(ctx.tx, ctx.companyId),
  ]);
  return versionViews(rows, confirmed, today);
}

export async function listVersions(
  ctx: SignedInContext,
  q: PagingQuery,
): Promise<ListPage<StatutoryDeduction>> {
  checkReader(ctx);
  const p = toPaging(q);
  const search = p.search?.toLowerCase();
  const all = (await allVersions(ctx))
    .reverse()
    .filter((v) => !search || v.name.toLowerCase().includes(search));
  return { results: all.slice(p.offset, p.offset + p.perPage), total: all.length };
}

async function findVersion(ctx: SignedInContext, id: number, lock = false): Promise<StatutoryDeduction> {
  return orNotFound(
    (await allVersions(ctx, lock)).find((v) => v.id === id),
    M.notFound,
  );
}

export async function getVersion(ctx: SignedInContext, id: number): Promise<StatutoryDeduction> {
  checkReader(ctx);
  return findVersion(ctx, id);
}

const version: AuditedResource<StatutoryDeduction> = {
  entity: 'statutory deduction',
  name: (row) => `${row.name} (from ${row.effective_from})`,
  find: (ctx, id) => findVersion(ctx, id),
};

/** Versions and confirmed months, the versions locked against concurrent writes. */
async function lockedState(ctx: SignedInContext): Promise<{ versions: Version[]; confirmed: Confirmed }> {
  const rows = await repo.listTaxTables(ctx.tx, ctx.companyId, true);
  const confirmed = await repo.confirmedMonths(ctx.tx, ctx.companyId);
  return { versions: rows.map((r) => ({ id: r.id, effectiveFrom: r.effectiveFrom })), confirmed };
}

/** The version `id` (new or moved) must govern no confirmed month once written. */
function checkStart(versions: readonly Version[], id: number, confirmed: Confirmed): void {
  if (confirmed.months.some((m) => governing(versions, m) === id))
    throw invalidField('effective_from', M.effectiveFromConfirmed);
}

export function createVersion(
  ctx: SignedInContext,
  v: StatutoryDeductionValues,
): Promise<StatutoryDeduction> {
  return auditedCreate(ctx, version, async () => {
    const { versions, confirmed } = await lockedState(ctx);
    checkStart([...versions, { id: 0, effectiveFrom: v.effective_from }], 0, confirmed);
    return repo.insertTaxTable(ctx.tx, ctx.companyId, v);
  });
}

export function updateVersion(
  ctx: SignedInContext,
  id: number,
  v: StatutoryDeductionValues,
): Promise<StatutoryDeduction> {
  return auditedUpdate(ctx, version, id, async () => {
    const { versions, confirmed } = await lockedState(ctx);
    if (isLocked(versions, id, confirmed)) throw conflict(M.inForce);
    const moved = versions.map((x) => (x.id === id ? { id, effectiveFrom: v.effective_from } : x));
    checkStart(moved, id, confirmed);
    await repo.updateTaxTable(ctx.tx, ctx.companyId, id, v);
  });
}

export function deleteVersion(ctx: SignedInContext, id: number): Promise<void> {
  return auditedDelete(ctx, version, id, async () => {
    const { versions, confirmed } = await lockedState(ctx);
    if (versions.length <= 1) throw conflict(M.lastVersion);
    if (isLocked(versions, id, confirmed)) throw conflict(M.inForce);
    await repo.deleteTaxTable(ctx.tx, ctx.companyId, id);
  });
}

export async function versionExample(
  ctx: SignedInContext,
  id: number,
  q: { annual_gross?: number; annual_rent: number; annual_pensionable: number },
): Promise<WorkedExample> {
  checkReader(ctx);
  const rows = await repo.listTaxTables(ctx.tx, ctx.companyId);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound(M.notFound);
  return workedExample(toTaxTable(row), {
    grossKobo: BigInt(q.annual_gross ?? 0),
    rentKobo: BigInt(q.annual_rent),
    pensionableKobo: BigInt(q.annual_pensionable),
  });
}

export async function getSettings(ctx: SignedInContext): Promise<StatutorySettings> {
  checkReader(ctx);
  return { nhf_default: await repo.nhfDefault(ctx.tx, ctx.companyId) };
}

export async function updateSettings(ctx: SignedInContext, v: StatutorySettings): Promise<StatutorySettings> {
  const before = { nhf_default: await repo.nhfDefault(ctx.tx, ctx.companyId) };
  await repo.setNhfDefault(ctx.tx, ctx.companyId, v.nhf_default);
  const after = { nhf_default: v.nhf_default };
  await audit(ctx, {
    action: 'update',
    entity: 'statutory deduction',
    entityId: ctx.companyId,
    description: `Updated statutory deduction settings: NHF for new employees ${v.nhf_default ? 'on' : 'off'}`,
    before,
    after,
  });
  return after;
}
