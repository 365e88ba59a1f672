import type { SignedInContext } from '../http/context.ts';
import { invalidField } from '../http/errors.ts';
import { countExisting } from './approver-members.repository.ts';
import type { LevelPlan } from './engine.ts';

/**
 * A group's levels as stored, numbered from 1 in the order sent. Every approver and alternate must be
 * a current employee of the company; otherwise the whole list is refused beside its `field`.
 */
export async function checkedLevels(
  ctx: SignedInContext,
  details: readonly { approverId: number; altApproverId: number | null }[],
  field: string,
  message: string,
): Promise<LevelPlan[]> {
  const levels = details.map((d, i) => ({ level: i + 1, ...d }));
  const people = [
    ...new Set(
      levels.flatMap((l) => (l.altApproverId === null ? [l.approverId] : [l.approverId, l.altApproverId])),
    ),
  ];
  if ((await countExisting(ctx.tx, ctx.companyId, 'employees', people)) !== people.length) {
    throw invalidField(field, message);
  }
  return levels;
}
