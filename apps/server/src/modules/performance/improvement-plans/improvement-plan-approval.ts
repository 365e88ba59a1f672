import { IMPROVEMENT_PLAN_DECISION_MESSAGES, IMPROVEMENT_PLAN_MODULE as MODULE } from '@clockroom/contracts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import type { SubjectDescription } from '../../../platform/approvals/approvals.ts';
import type { DecidableSubject } from '../../../platform/approvals/inbox.ts';
import * as repo from './improvement-plans.repository.ts';

/**
 * Improvement plans and the approval engine (ADR 22, 31, 62). A plan is submitted for its employee
 * (so the group covering the employee decides it, and the employee cannot approve their own plan);
 * with no group, HR's plan stands: it is approved at once.
 */

export async function describePlan(ctx: RequestContext, id: number): Promise<SubjectDescription> {
  const p = await repo.findPlan(ctx.tx, requireCompany(ctx), { all: true }, id);
  return p
    ? {
        code: 'notification_texts.improvementPlanSubject',
        params: { employee: p.employee_name, review_date: p.review_date },
      }
    : { code: 'notification_texts.improvementPlanGone', params: { id: String(id) } };
}

export function improvementPlanSubject(): DecidableSubject {
  return {
    module: MODULE,
    idsField: 'improvement_plan_ids',
    entity: 'improvement plan',
    messages: IMPROVEMENT_PLAN_DECISION_MESSAGES,
    items: async (ctx, ids) => {
      const found = await repo.findPlans(ctx.tx, ctx.companyId, { all: true }, ids);
      return found.map((p) => ({ id: p.id, status: p.status, name: `for ${p.employee_name}` }));
    },
    noGroupRule: () => 'approve',
    describe: describePlan,
    onDecided: async (ctx, id, status) => {
      await repo.setStatus(ctx.tx, requireCompany(ctx), id, status);
    },
  };
}
