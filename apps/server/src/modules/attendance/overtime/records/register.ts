import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';
import { approvalWiring } from '../../../../platform/approvals/approval-wiring.ts';
import { overtimeSubject } from './overtime-subject.ts';
import { overtimeRecordRoutes } from './overtime-records.routes.ts';
import { defineOvertimeSubmission } from './overtime-submission.ts';

/** Overtime records: their approval (approver groups, the approval subject), the lists and decisions. */
export async function registerOvertimeRecords(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // What overtime sends through the approval engine and its inbox (ADR 22, 31, 38).
  await approvalWiring(app, deps, 'overtime', overtimeSubject());
  await overtimeRecordRoutes(app, deps);
  defineOvertimeSubmission(deps, app.log);
}
