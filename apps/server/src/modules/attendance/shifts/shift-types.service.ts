import {
  SHIFT_MESSAGES as M,
  toPaging,
  type ListPage,
  type PagingQuery,
  type ShiftTypeRow,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedDelete,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './shift-types.repository.ts';

registerUniqueConstraint('shift_types_name_key', { field: 'name', message: M.typeNameTaken });

export async function listShiftTypes(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<ShiftTypeRow>> {
  const p = toPaging(q);
  return repo.listShiftTypes(ctx.tx, ctx.companyId, p.search, p.perPage, p.offset);
}

async function findShiftType(ctx: SignedInContext, id: number): Promise<ShiftTypeRow> {
  const found = await repo.findShiftType(ctx.tx, ctx.companyId, id);
  if (!found) throw notFound(M.typeNotFound);
  return found;
}

const shiftType: AuditedResource<ShiftTypeRow> = {
  entity: 'shift type',
  name: (row) => row.name,
  find: findShiftType,
};

export function createShiftType(ctx: SignedInContext, name: string): Promise<ShiftTypeRow> {
  return auditedCreate(ctx, shiftType, () => repo.insertShiftType(ctx.tx, ctx.companyId, name));
}

/** A type that names shifts stays: the shifts would lose their type silently. */
export async function deleteShiftType(ctx: SignedInContext, id: number): Promise<void> {
  if (!(await repo.findShiftType(ctx.tx, ctx.companyId, id, true))) throw notFound(M.typeNotFound);
  await auditedDelete(ctx, shiftType, id, async (before) => {
    if (before.shifts_count > 0) throw new AppError(422, M.typeInUse);
    await repo.deleteShiftType(ctx.tx, ctx.companyId, id);
  });
}
