import {
  OVERTIME_SETTINGS_MESSAGES as M,
  type ListPage,
  type OvertimeRule,
  type OvertimeRuleValues,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { searchedPage } from '../../../../platform/http/company-rows.ts';
import { auditedCreate } from '../../../../platform/audit/audited-writes.ts';
import { companyResource } from '../../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../../platform/db/unique-violations.ts';
import { heldSetting } from './overtime-assignments.service.ts';
import * as repo from './overtime-rules.repository.ts';

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('overtime_rules_name_key', { field: 'group_name', message: M.ruleNameTaken });

export function listRules(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<OvertimeRule>> {
  return searchedPage(ctx, q, repo.listRules);
}

const rule = companyResource('overtime rule', 'group_name', repo.findRule, M.ruleNotFound);
export const getRule = rule.find;

export function createRule(ctx: SignedInContext, v: OvertimeRuleValues): Promise<OvertimeRule> {
  return auditedCreate(ctx, rule, () => repo.insertRule(ctx.tx, ctx.companyId, v));
}

const held = heldSetting('overtime_rule', rule, (ctx, id) => repo.deleteRule(ctx.tx, ctx.companyId, id));

/** A rule's change changes its holders' overtime: they are recomputed (ADR 37). */
export function updateRule(ctx: SignedInContext, id: number, v: OvertimeRuleValues): Promise<OvertimeRule> {
  return held.update(ctx, id, () => repo.updateRule(ctx.tx, ctx.companyId, id, v));
}

export const deleteRule = held.remove;
export const assignToRule = held.assign;
export const ruleAssignables = held.assignables;
