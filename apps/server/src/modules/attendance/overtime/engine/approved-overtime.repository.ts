import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';

/** One employee's approved overtime in a payroll month. */
export interface ApprovedOvertime {
  employeeId: number;
  /** The sum of the records' amounts, in kobo. */
  amountKobo: number;
  /** The sum of the records' minutes (after the rules). */
  minutes: number;
  records: number;
}

/**
 * Approved overtime per employee for the payroll month that contains each record's day (issue 18
 * §5, ADR 36): the calendar month `month` (`yyyy-MM`), in one indexed query. Payroll reads it; until
 * payroll lands, the overtime list shows the month's approved total from it. The decided figures
 * count, not a later recompute's (those wait for review).
 */
export async function approvedOvertimeFor(
  tx: Tx,
  companyId: number,
  month: string,
): Promise<ApprovedOvertime[]> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`not a month (yyyy-MM): ${month}`);
  const r = await tx.execute<{
    employee_id: string | number;
    amount: string | number;
    minutes: string | number;
    records: string | number;
  }>(sql`
    SELECT employee_id, sum(amount_kobo) AS amount, sum(actual_minutes) AS minutes, count(*) AS records
    FROM overtime_records
    WHERE company_id = ${companyId} AND status = 'approved'
      AND day >= ${`${month}-01`}::date AND day < (${`${month}-01`}::date + interval '1 month')
    GROUP BY employee_id
    ORDER BY employee_id`);
  return r.rows.map((x) => ({
    employeeId: Number(x.employee_id),
    amountKobo: Number(x.amount),
    minutes: Number(x.minutes),
    records: Number(x.records),
  }));
}
