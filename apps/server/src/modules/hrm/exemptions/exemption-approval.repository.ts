import type { Tx } from '../../../platform/db/database.ts';
import { exemptions } from '../../../db/schema/index.ts';
import { existsInCompany } from '../../../platform/db/tenant-rows.ts';
import { waitingOnCondition } from '../../../platform/approvals/approval-waiting.repository.ts';
import { EXEMPTION_MODULE } from './exemptions.repository.ts';

/**
 * Whether an exemption request waits on the viewer, for its detail panel (its levels are the
 * engine's, read by requestLevels). Every statement names the company as well as relying on RLS
 * (ADR 18).
 */

/** Whether the request waits on this employee's approval now. */
export function waitsOn(tx: Tx, companyId: number, subjectId: number, employeeId: number) {
  const waiting = waitingOnCondition(companyId, EXEMPTION_MODULE, employeeId, exemptions.id);
  return existsInCompany(tx, exemptions, companyId, subjectId, waiting);
}
