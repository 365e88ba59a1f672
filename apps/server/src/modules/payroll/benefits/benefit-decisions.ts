import {
  BENEFIT_DEDUCTION_DECISION_MESSAGES as D,
  BENEFIT_DEDUCTION_MODULE as MODULE,
  notificationKind,
  type ApprovalDecision,
  type ApprovalDecisionResult,
  type ApprovalRefusal,
  type BenefitDeductionDecisionInput,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import { decideApprovals, refusedDecision } from '../../../platform/approvals/inbox.ts';
import { describeRecord } from './benefit-approval.ts';
import { viewerOf } from './benefits.service.ts';
import * as repo from './benefits.repository.ts';

/**
 * POST …/benefit-and-deduction/approve and /reject (ADR 31, 54), as allowance claims do (ADR 45):
 * records a group governs go through the inbox kit and the engine; the others are decided here by a
 * holder of 'approve benefit deduction' who sees the employee's branch and is neither the employee
 * nor who entered the record, with the same audit rows, refusals and answer.
 */

type Deps = Pick<AppDeps, 'approvals' | 'mailer' | 'config'>;

const refusalsOf = (err: unknown): ApprovalRefusal[] | undefined => {
  if (!(err instanceof AppError) || err.statusCode !== 422) return undefined;
  const refused = (err.details as { refused?: ApprovalRefusal[] } | undefined)?.refused;
  return Array.isArray(refused) ? refused : undefined;
};

function refusalOf(record: repo.StoredRecord, me: number): string | null {
  if (record.status !== 'pending') return D.notPending;
  if (record.employee_id === me || record.created_by === me) return D.ownRequest;
  return record.can_decide ? null : D.notWaitingOnYou;
}

async function decideDirectly(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  record: repo.StoredRecord,
  reason: string | null,
) {
  const status = action === 'approve' ? 'approved' : 'rejected';
  await repo.setDecision(ctx.tx, ctx.companyId, record.id, { status, reason });
  await audit(ctx, {
    action,
    entity: 'benefit deduction',
    entityId: record.id,
    description: `${action === 'approve' ? 'Approved' : 'Rejected'} benefit deduction ${record.type_name} for ${record.employee_name}${reason ? `: ${reason}` : ''}`,
    before: { status: record.status },
    after: { status, ...(reason ? { reason } : {}) },
  });
  await notify(ctx, deps, {
    recipients: { employeeIds: [record.employee_id] },
    kind: notificationKind(MODULE, status),
    params: { id: String(record.id), subject: await describeRecord(ctx, record.id) },
    mail: true,
  });
}

async function decideGoverned(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  body: BenefitDeductionDecisionInput,
  ids: number[],
): Promise<ApprovalDecisionResult> {
  if (ids.length === 0) return { decided: 0, decided_ids: [], refused: [] };
  try {
    const { data } = await decideApprovals(ctx, deps.approvals, MODULE, action, {
      ...body,
      id: undefined,
      benefit_deduction_ids: ids,
    });
    return data;
  } catch (err) {
    const refused = refusalsOf(err);
    if (refused) return { decided: 0, decided_ids: [], refused };
    throw err;
  }
}

export async function decideRecords(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  body: BenefitDeductionDecisionInput,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  const listed = body.benefit_deduction_ids?.length ? body.benefit_deduction_ids : [body.id ?? 0];
  const ids = [...new Set(listed)].filter((id) => id > 0);
  if (ids.length === 0) throw invalidField('benefit_deduction_ids', D.idsRequired);
  const reason = body.reason?.trim() || body.comment?.trim() || null;
  if (action === 'reject' && !reason) throw invalidField('reason', D.reasonRequired);
  const records = await repo.findRecords(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true);
  if (records.length !== ids.length) throw notFound(D.notFound);

  const governed = await repo.governedIds(ctx.tx, ctx.companyId, ids);
  const engine = await decideGoverned(ctx, deps, action, body, [...governed]);
  const decided = [...engine.decided_ids];
  const refused = [...engine.refused];
  for (const record of records.filter((r) => !governed.has(r.id))) {
    const refusal = refusalOf(record, ctx.user.employee.id);
    if (refusal) refused.push({ id: record.id, reason: refusal });
    else {
      await decideDirectly(ctx, deps, action, record, reason);
      decided.push(record.id);
    }
  }
  if (decided.length === 0) throw refusedDecision('benefit_deduction_ids', D.noneDecided, refused);
  if (action === 'reject' && reason)
    await repo.setRejectionReason(ctx.tx, ctx.companyId, engine.decided_ids, reason);
  return {
    message: action === 'approve' ? D.approved : D.rejected,
    data: { decided: decided.length, decided_ids: decided, refused },
  };
}
