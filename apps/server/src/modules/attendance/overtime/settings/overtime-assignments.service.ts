import {
  OVERTIME_SETTINGS_MESSAGES as M,
  type OvertimeAssignables,
  type OvertimeAssignment,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { invalidField } from '../../../../platform/http/errors.ts';
import { audit } from '../../../../platform/audit/audit.ts';
import { currentEmployeeIds } from '../../../../platform/db/employee-scope.ts';
import { auditedDelete, auditedUpdate } from '../../../../platform/audit/audited-writes.ts';
import type { CompanyResource } from '../../../../platform/audit/company-resource.ts';
import { recomputeOvertimeOf } from './overtime-recompute.ts';
import * as repo from './overtime-assignments.repository.ts';

export type { OvertimeHolding } from './overtime-assignments.repository.ts';

const ENTITY: Record<repo.OvertimeHolding, string> = {
  work_rate: 'work rate',
  overtime_rule: 'overtime rule',
};

/**
 * The assignment widget's payload on a work rate or a rule (the caller has found it). An employee
 * both assigned and unassigned is unassigned. Assigning moves an employee from any other rate (or
 * rule); unassigning takes them off this one only. Every assigned id must be a current employee of
 * the company. The employees whose holding changed get their overtime recomputed (ADR 37).
 */
export async function assignEmployees(
  ctx: SignedInContext,
  kind: repo.OvertimeHolding,
  holderId: number,
  input: OvertimeAssignment,
): Promise<void> {
  const drop = [...new Set(input.unassign_category_type_ids)];
  const add = [...new Set(input.assign_category_type_ids)].filter((id) => !drop.includes(id));
  const found = await currentEmployeeIds(ctx.tx, ctx.companyId, add);
  if (found.size !== add.length) throw invalidField('assign_category_type_ids', M.idsInvalid);
  const left = await repo.releaseFrom(ctx.tx, ctx.companyId, kind, holderId, drop);
  const moved = await repo.holdBy(ctx.tx, ctx.companyId, kind, holderId, add);
  if (left.length + moved.length === 0) return;
  await audit(ctx, {
    action: 'update',
    entity: ENTITY[kind],
    entityId: holderId,
    description: `Assigned ${moved.length} and unassigned ${left.length} employees on ${ENTITY[kind]} ${holderId}`,
    after: { assigned: moved, unassigned: left },
  });
  await recomputeOvertimeOf(ctx, [...left, ...moved]);
}

/** GET {id}/assignables: everyone who holds it now. */
export async function assignablesOf(
  ctx: SignedInContext,
  kind: repo.OvertimeHolding,
  holderId: number,
): Promise<OvertimeAssignables> {
  return { employees: await repo.assignees(ctx.tx, ctx.companyId, kind, holderId) };
}

/** Everyone who holds it, for a change to the rate or rule itself. */
export function holdersOf(ctx: SignedInContext, kind: repo.OvertimeHolding, holderId: number) {
  return repo.holderIds(ctx.tx, ctx.companyId, kind, holderId);
}

/**
 * What a work rate and an overtime rule share as settings that employees hold (one of each per
 * employee): a change to one, or deleting it, recomputes its holders' overtime (ADR 37); assigning
 * moves employees to it; its assignables are who holds it. `resource.find` reads it (locked for a
 * change) or answers its 404; `erase` deletes its row.
 */
export function heldSetting<Row>(
  kind: repo.OvertimeHolding,
  resource: CompanyResource<Row>,
  erase: (ctx: SignedInContext, id: number) => Promise<void>,
) {
  const get = resource.find;
  return {
    /** Writes the change, then recomputes the holders' overtime. */
    async update(ctx: SignedInContext, id: number, write: () => Promise<void>): Promise<Row> {
      await get(ctx, id, true);
      return auditedUpdate(ctx, resource, id, async () => {
        await write();
        await recomputeOvertimeOf(ctx, await holdersOf(ctx, kind, id));
      });
    },
    async remove(ctx: SignedInContext, id: number): Promise<void> {
      await get(ctx, id, true);
      await auditedDelete(ctx, resource, id, async () => {
        const holders = await holdersOf(ctx, kind, id);
        await erase(ctx, id);
        await recomputeOvertimeOf(ctx, holders);
      });
    },
    async assign(ctx: SignedInContext, id: number, input: OvertimeAssignment): Promise<Row> {
      await get(ctx, id, true);
      await assignEmployees(ctx, kind, id, input);
      return get(ctx, id);
    },
    async assignables(ctx: SignedInContext, id: number): Promise<OvertimeAssignables> {
      await get(ctx, id);
      return assignablesOf(ctx, kind, id);
    },
  };
}
