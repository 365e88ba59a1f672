import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';
import type { PayPeriod } from '../schedule/pay-item-source.ts';

/**
 * Test helpers of the allowances: a month's period, a confirmed schedule row (as a confirmation
 * leaves it), a demo sign-in's employee id, the company's current month and a claim's stored state.
 */

/** The period of `YYYY-MM` as the run hands it to a source. */
export function periodOf(month: string): PayPeriod {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const daysInMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { year, month: m, start: `${month}-01`, end: `${month}-${daysInMonth}`, daysInMonth };
}

/** A confirmed schedule row of the employee for `YYYY-MM`, carrying these lines. */
export async function confirmMonth(
  t: TestApp,
  companyId: number,
  employeeId: number,
  month: string,
  lines: object[] = [],
): Promise<void> {
  const p = periodOf(month);
  await t.database.owner.execute(sql`
    INSERT INTO payroll_schedule_rows (company_id, employee_id, year, month, status, days_in_month,
      days_paid, lines, confirmed_at)
    VALUES (${companyId}, ${employeeId}, ${p.year}, ${p.month}, 'confirmed', ${p.daysInMonth},
      ${p.daysInMonth}, ${JSON.stringify(lines)}::jsonb, now())
    ON CONFLICT (company_id, employee_id, year, month)
      DO UPDATE SET status = 'confirmed', lines = EXCLUDED.lines`);
}

/** `YYYY-MM` now, in the company's timezone; and the month after it. */
export async function currentMonthOf(t: TestApp, companyId: number): Promise<[string, string]> {
  const r = await t.database.owner.execute<{ now: string; next: string }>(sql`
    SELECT to_char(now() AT TIME ZONE c.timezone, 'YYYY-MM') AS now,
      to_char((now() AT TIME ZONE c.timezone) + interval '1 month', 'YYYY-MM') AS next
    FROM companies c WHERE c.id = ${companyId}`);
  const row = must(r.rows[0], 'the company');
  return [row.now, row.next];
}

/** How many audit rows an entity's id has, by action. */
export async function auditActions(t: TestApp, companyId: number, entity: string, id: number) {
  const r = await t.database.owner.execute<{ action: string }>(sql`
    SELECT action FROM audit_logs WHERE company_id = ${companyId} AND entity = ${entity}
      AND entity_id = ${String(id)} ORDER BY id`);
  return r.rows.map((row) => row.action);
}

/** A claim's status and pay month as stored. */
export async function storedClaim(t: TestApp, companyId: number, id: number) {
  const r = await t.database.owner.execute<{ status: string; pay_month: string | null }>(sql`
    SELECT status, to_char(pay_month, 'YYYY-MM') AS pay_month FROM payroll_allowance_claims
    WHERE company_id = ${companyId} AND id = ${id}`);
  return r.rows[0];
}
