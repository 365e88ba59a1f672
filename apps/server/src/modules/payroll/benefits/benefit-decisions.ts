import {
  BENEFIT_DEDUCTION_DECISION_MESSAGES as D,
  BENEFIT_DEDUCTION_MODULE as MODULE,
  type ApprovalDecision,
  type ApprovalDecisionResult,
  type BenefitDeductionDecisionInput,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import {
  type FallbackDecisions,
  decideWithFallback,
} from '../../../platform/approvals/fallback-decisions.ts';
import { describeRecord } from './benefit-approval.ts';
import { viewerOf } from './benefits.service.ts';
import * as repo from './benefits.repository.ts';

/**
 * POST …/benefit-and-deduction/approve and /reject (ADR 31, 54), as allowance claims do (ADR 45):
 * records a group governs go through the inbox kit and the engine; the others are decided by a
 * holder of 'approve benefit deduction' who sees the employee's branch and is neither the employee
 * nor who entered the record (the platform's fallback decisions).
 */
const records: FallbackDecisions<repo.StoredRecord> = {
  module: MODULE,
  idsField: 'benefit_deduction_ids',
  entity: 'benefit deduction',
  messages: D,
  find: (ctx, ids) => repo.findRecords(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true),
  governedIds: (ctx, ids) => repo.governedIds(ctx.tx, ctx.companyId, ids),
  apply: (ctx, record, status, reason) =>
    repo.setDecision(ctx.tx, ctx.companyId, record.id, { status, reason }),
  setRejectionReason: (ctx, ids, reason) => repo.setRejectionReason(ctx.tx, ctx.companyId, ids, reason),
  label: (record) => `${record.type_name} for ${record.employee_name}`,
  describe: describeRecord,
  owners: (record) => [record.created_by],
};

export function decideRecords(
  ctx: SignedInContext,
  deps: Pick<AppDeps, 'approvals' | 'mailer' | 'config'>,
  action: ApprovalDecision,
  body: BenefitDeductionDecisionInput,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  return decideWithFallback(ctx, deps, records, action, body);
}
