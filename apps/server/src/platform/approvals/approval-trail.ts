import { approvalLevelLabel } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import { requestLevels } from './request-levels.repository.ts';

/**
 * How a subject's approval went, as the exemption and benefit details show it: the approval type
 * (null until a group's levels exist) and each level labelled, named and dated. One shape, so the
 * detail panels read alike.
 */
export async function approvalTrail(tx: Tx, companyId: number, module: string, subjectId: number) {
  const approval = await requestLevels(tx, companyId, module, subjectId);
  const levels = approval?.levels ?? [];
  return {
    approval_type: levels.length ? (approval?.type ?? null) : null,
    levels: levels.map((l) => ({
      level: l.level,
      label: approvalLevelLabel(l.level),
      approver_name: l.approver_name ?? '',
      alt_approver_name: l.alt_approver_name,
      outcome: l.outcome,
      decided_by_name: l.decided_by_name,
      comment: l.comment,
      decided_at: l.decided_at ? l.decided_at.toISOString() : null,
    })),
  };
}
