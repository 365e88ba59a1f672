import {
  OVERTIME_SETTINGS_MESSAGES as M,
  toPaging,
  type ListPage,
  type OvertimeAssignables,
  type OvertimeAssignment,
  type OvertimeRule,
  type OvertimeRuleValues,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../../platform/db/unique-violations.ts';
import { assignablesOf, assignEmployees, holdersOf } from './overtime-assignments.service.ts';
import { recomputeOvertimeOf } from './overtime-recompute.ts';
import * as repo from './overtime-rules.repository.ts';

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('overtime_rules_name_key', { field: 'group_name', message: M.ruleNameTaken });

export function listRules(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<OvertimeRule>> {
  const p = toPaging(q);
  return repo.listRules(ctx.tx, ctx.companyId, p.search, p.perPage, p.offset);
}

export async function getRule(ctx: SignedInContext, id: number, lock = false): Promise<OvertimeRule> {
  const row = await repo.findRule(ctx.tx, ctx.companyId, id, lock);
  if (!row) throw notFound(M.ruleNotFound);
  return row;
}

const rule: AuditedResource<OvertimeRule> = {
  entity: 'overtime rule',
  name: (row) => row.group_name,
  find: (ctx, id) => getRule(ctx, id),
};

export function createRule(ctx: SignedInContext, v: OvertimeRuleValues): Promise<OvertimeRule> {
  return auditedCreate(ctx, rule, () => repo.insertRule(ctx.tx, ctx.companyId, v));
}

/** A rule's change changes its holders' overtime: they are recomputed (ADR 37). */
export async function updateRule(
  ctx: SignedInContext,
  id: number,
  v: OvertimeRuleValues,
): Promise<OvertimeRule> {
  await getRule(ctx, id, true);
  return auditedUpdate(ctx, rule, id, async () => {
    await repo.updateRule(ctx.tx, ctx.companyId, id, v);
    await recomputeOvertimeOf(ctx, await holdersOf(ctx, 'overtime_rule', id));
  });
}

export async function deleteRule(ctx: SignedInContext, id: number): Promise<void> {
  await getRule(ctx, id, true);
  await auditedDelete(ctx, rule, id, async () => {
    const holders = await holdersOf(ctx, 'overtime_rule', id);
    await repo.deleteRule(ctx.tx, ctx.companyId, id);
    await recomputeOvertimeOf(ctx, holders);
  });
}

export async function assignToRule(
  ctx: SignedInContext,
  id: number,
  input: OvertimeAssignment,
): Promise<OvertimeRule> {
  await getRule(ctx, id, true);
  await assignEmployees(ctx, 'overtime_rule', id, input);
  return getRule(ctx, id);
}

export async function ruleAssignables(ctx: SignedInContext, id: number): Promise<OvertimeAssignables> {
  await getRule(ctx, id);
  return assignablesOf(ctx, 'overtime_rule', id);
}
