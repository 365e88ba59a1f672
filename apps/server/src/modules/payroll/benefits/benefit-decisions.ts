import {
  BENEFIT_DEDUCTION_DECISION_MESSAGES as D,
  BENEFIT_DEDUCTION_MODULE as MODULE,
} from '@clockroom/contracts';
import { requireCompany } from '../../../platform/http/context.ts';
import {
  type FallbackSubject,
  decisionsOf,
  engineSubjectOf,
} from '../../../platform/approvals/fallback-subject.ts';
import { describeRecord } from './benefit-approval.ts';
import { viewerOf } from './benefits.service.ts';
import * as repo from './benefits.repository.ts';

/** How the inbox reads a record: only its name and status matter there. */
const inboxViewer = (employeeId: number) =>
  ({ employeeId, branches: null, approverBranches: false, mayEdit: false }) as const;

/**
 * How records are decided (ADR 31, 54), as allowance claims are (ADR 45): those a group governs
 * through the engine, the others by a holder of 'approve benefit deduction' who sees the employee's
 * branch and is neither the employee nor who entered the record (the platform's fallback decisions).
 */
const records: FallbackSubject<repo.StoredRecord> = {
  module: MODULE,
  idsField: 'benefit_deduction_ids',
  entity: 'benefit deduction',
  messages: D,
  find: (ctx, ids, decider) =>
    decider
      ? repo.findRecords(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true)
      : repo.findRecords(ctx.tx, ctx.companyId, inboxViewer(ctx.user.employee.id), ids),
  rows: repo,
  decide: (ctx, id, status, reason) => repo.setDecision(ctx.tx, requireCompany(ctx), id, { status, reason }),
  label: (record) => `${record.type_name} for ${record.employee_name}`,
  describe: describeRecord,
  owners: (record) => [record.created_by],
};

export const benefitDeductionSubject = () => engineSubjectOf(records);

/** POST …/benefit-and-deduction/approve and /reject. */
export const decideRecords = decisionsOf(records);
