import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { exemptions } from '../../../db/schema/index.ts';

/**
 * The approved exemptions in [from, to] (yyyy-MM-dd, inclusive), optionally of some employees only:
 * the attendance reports show the reason behind 'View reason' and count the day neither absent nor
 * late.
 */
export async function approvedExemptionsBetween(
  tx: Tx,
  companyId: number,
  from: string,
  to: string,
  employeeIds?: readonly number[],
): Promise<{ id: number; employee_id: number; date: string; exemption_reason: string }[]> {
  if (employeeIds && employeeIds.length === 0) return [];
  return tx
    .select({
      id: exemptions.id,
      employee_id: exemptions.employeeId,
      date: exemptions.date,
      exemption_reason: exemptions.exemptionReason,
    })
    .from(exemptions)
    .where(
      and(
        eq(exemptions.companyId, companyId),
        eq(exemptions.status, 'approved'),
        gte(exemptions.date, from),
        lte(exemptions.date, to),
        employeeIds ? inArray(exemptions.employeeId, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(exemptions.date), asc(exemptions.employeeId));
}
