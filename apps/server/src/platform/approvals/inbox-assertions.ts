import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApprovalRefusal } from '@clockroom/contracts';
import type { TestApp } from '../../test/harness.ts';

/**
 * What every module's decision tests assert (ADR 31), written once: the 422 of a batch that decided
 * nothing, and the audit rows of the items that were decided.
 */

interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** Nothing decided: a 422 naming `message`, the reasons on the ids field, and every id's reason. */
export function expectNothingDecided(
  res: Answer,
  idsField: string,
  message: string,
  refused: ApprovalRefusal[],
): void {
  expect(res.statusCode, res.body).toBe(422);
  const reasons = [...new Set(refused.map((r) => r.reason))];
  expect(res.json()).toMatchObject({
    message,
    errors: reasons.map((reason) => expect.objectContaining({ field: idsField, message: reason })),
    refused,
  });
}

export type DecisionAudit = {
  action: string;
  actor: number | null;
  before: unknown;
  after: unknown;
};

/** The approve and reject audit rows of one item, oldest first. */
export async function decisionAudits(t: TestApp, entity: string, id: number): Promise<DecisionAudit[]> {
  const r = await t.database.owner.execute<DecisionAudit>(
    sql`SELECT action, actor_user_id::int AS actor, before, after FROM audit_logs
        WHERE entity = ${entity} AND entity_id = ${String(id)} AND action IN ('approve', 'reject')
        ORDER BY id`,
  );
  return r.rows;
}

/**
 * The audit rows of an item approved at two levels: the first approval leaves it pending for the
 * next level, the last one approves it. Modules with two-level groups compare decisionAudits to it.
 */
export const APPROVED_AT_TWO_LEVELS: DecisionAudit[] = [
  {
    action: 'approve',
    actor: expect.any(Number),
    before: { status: 'pending' },
    after: { status: 'pending' },
  },
  {
    action: 'approve',
    actor: expect.any(Number),
    before: { status: 'pending' },
    after: { status: 'approved' },
  },
];
