import {
  SHIFT_MESSAGES as M,
  type ListPage,
  type PagingQuery,
  type ShiftTypeRow,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { searchedPage } from '../../../platform/http/company-rows.ts';
import { auditedCreate, auditedDelete } from '../../../platform/audit/audited-writes.ts';
import { companyResource } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './shift-types.repository.ts';

registerUniqueConstraint('shift_types_name_key', { field: 'name', message: M.typeNameTaken });

export function listShiftTypes(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<ShiftTypeRow>> {
  return searchedPage(ctx, q, repo.listShiftTypes);
}

const shiftType = companyResource('shift type', 'name', repo.findShiftType, M.typeNotFound);

export function createShiftType(ctx: SignedInContext, name: string): Promise<ShiftTypeRow> {
  return auditedCreate(ctx, shiftType, () => repo.insertShiftType(ctx.tx, ctx.companyId, name));
}

/** A type that names shifts stays: the shifts would lose their type silently. */
export async function deleteShiftType(ctx: SignedInContext, id: number): Promise<void> {
  await shiftType.find(ctx, id, true);
  await auditedDelete(ctx, shiftType, id, async (before) => {
    if (before.shifts_count > 0) throw new AppError(422, M.typeInUse);
    await repo.deleteShiftType(ctx.tx, ctx.companyId, id);
  });
}
