import {
  SHIFT_MESSAGES as M,
  type ListPage,
  type PagingQuery,
  type ShiftTypeRow,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { orNotFound, searchedPage } from '../../../platform/http/company-rows.ts';
import { auditedCreate, auditedDelete, namedResource } from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './shift-types.repository.ts';

registerUniqueConstraint('shift_types_name_key', { field: 'name', message: M.typeNameTaken });

export function listShiftTypes(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<ShiftTypeRow>> {
  return searchedPage(ctx, q, repo.listShiftTypes);
}

async function findShiftType(ctx: SignedInContext, id: number, lock = false): Promise<ShiftTypeRow> {
  return orNotFound(await repo.findShiftType(ctx.tx, ctx.companyId, id, lock), M.typeNotFound);
}

const shiftType = namedResource<ShiftTypeRow>('shift type', findShiftType);

export function createShiftType(ctx: SignedInContext, name: string): Promise<ShiftTypeRow> {
  return auditedCreate(ctx, shiftType, () => repo.insertShiftType(ctx.tx, ctx.companyId, name));
}

/** A type that names shifts stays: the shifts would lose their type silently. */
export async function deleteShiftType(ctx: SignedInContext, id: number): Promise<void> {
  await findShiftType(ctx, id, true);
  await auditedDelete(ctx, shiftType, id, async (before) => {
    if (before.shifts_count > 0) throw new AppError(422, M.typeInUse);
    await repo.deleteShiftType(ctx.tx, ctx.companyId, id);
  });
}
