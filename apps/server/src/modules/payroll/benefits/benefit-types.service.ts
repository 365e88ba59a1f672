import {
  BENEFIT_DEDUCTION_MESSAGES as M,
  toPaging,
  type BenefitDeductionType,
  type BenefitDeductionTypeListQuery,
  type BenefitDeductionTypeValues,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import * as repo from './benefit-types.repository.ts';

/** Benefit and deduction types (ADR 54): the settings list, form and batch delete. */

export async function listTypes(
  ctx: SignedInContext,
  q: BenefitDeductionTypeListQuery,
): Promise<ListPage<BenefitDeductionType>> {
  const p = toPaging(q);
  return repo.listTypes(ctx.tx, ctx.companyId, { search: p.search, kind: q.kind }, p.perPage, p.offset);
}

export async function getType(ctx: SignedInContext, id: number): Promise<BenefitDeductionType> {
  return orNotFound((await repo.findTypes(ctx.tx, ctx.companyId, [id]))[0], M.typeNotFound);
}

const typeResource = namedResource<BenefitDeductionType>('benefit deduction type', getType);

async function uniqueName(ctx: SignedInContext, name: string, exceptId?: number) {
  if (await repo.nameTaken(ctx.tx, ctx.companyId, name, exceptId))
    throw invalidField('name', M.typeNameTaken);
}

export async function createType(ctx: SignedInContext, v: BenefitDeductionTypeValues) {
  await uniqueName(ctx, v.name);
  return auditedCreate(ctx, typeResource, () => repo.insertType(ctx.tx, ctx.companyId, v));
}

/**
 * A type's name and flags may change while records use it: the run reads them each month, and a
 * confirmed month keeps the lines it paid (ADR 54).
 */
export async function updateType(ctx: SignedInContext, id: number, v: BenefitDeductionTypeValues) {
  return auditedUpdate(ctx, typeResource, id, async () => {
    await uniqueName(ctx, v.name, id);
    await repo.updateType(ctx.tx, ctx.companyId, id, v);
  });
}

/** All or nothing: an unknown id is a 404, a type any record uses a 409. */
export async function deleteTypes(ctx: SignedInContext, ids: number[]): Promise<{ deleted: number }> {
  const found = await repo.findTypes(ctx.tx, ctx.companyId, ids, true);
  if (found.length !== ids.length) throw notFound(M.typeNotFound);
  if (found.some((t) => t.records_count > 0)) throw conflict(M.typeInUse);
  await auditedDeleteMany(ctx, typeResource, found, () => repo.deleteTypes(ctx.tx, ctx.companyId, ids));
  return { deleted: found.length };
}
