import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness.ts';
import { must } from '../../../../test/must.ts';

/**
 * Test helpers of loan requests: a loan type and a cap written straight into the settings tables
 * (their calls are the loan settings' own), an approver group's removal, a demo sign-in's employee,
 * and the company's month now and next.
 */

let typesMade = 0;

export interface TypeOver {
  minimum?: number;
  maximum?: number;
  maxTenure?: number;
  rate?: string;
  interest?: 'flat' | 'reducing';
  eligibleAfter?: number;
  status?: 'active' | 'inactive';
}

/** A loan type; amounts in naira. */
export async function loanType(t: TestApp, companyId: number, o: TypeOver = {}): Promise<number> {
  typesMade += 1;
  const r = await t.database.owner.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_loan_types (company_id, name, minimum_amount_kobo, maximum_amount_kobo,
      max_tenure_months, interest_rate, interest_type, eligible_after_months, status)
    VALUES (${companyId}, ${`Test loan ${typesMade} ${Math.random().toString(36).slice(2, 7)}`},
      ${(o.minimum ?? 10_000) * 100}, ${(o.maximum ?? 1_000_000) * 100}, ${o.maxTenure ?? 24},
      ${o.rate ?? '12'}::numeric, ${o.interest ?? 'flat'}, ${o.eligibleAfter ?? 0}, ${o.status ?? 'active'})
    RETURNING id`);
  return Number(must(r.rows[0], 'the loan type').id);
}

/** The cap of a branch or a grade, in naira; null removes it. */
export async function loanCap(
  t: TestApp,
  companyId: number,
  modelType: 'branch' | 'grade',
  modelId: number,
  naira: number | null,
) {
  await t.database.owner.execute(sql`DELETE FROM payroll_loan_caps
    WHERE company_id = ${companyId} AND model_type = ${modelType} AND model_id = ${modelId}`);
  if (naira === null) return;
  await t.database.owner
    .execute(sql`INSERT INTO payroll_loan_caps (company_id, model_type, model_id, amount_kobo)
    VALUES (${companyId}, ${modelType}, ${modelId}, ${naira * 100})`);
}

export async function dropGroup(t: TestApp, companyId: number, id: number) {
  await t.database.owner.execute(
    sql`DELETE FROM approver_groups WHERE company_id = ${companyId} AND id = ${id}`,
  );
}

/** A demo sign-in's employee: id, branch and grade. */
export async function employeeOf(t: TestApp, companyId: number, email: string) {
  const r = await t.database.owner.execute<{
    id: string | number;
    branch_id: string | number;
    employee_grade_id: string | number | null;
  }>(
    sql`SELECT id, branch_id, employee_grade_id FROM employees WHERE company_id = ${companyId} AND email = ${email}`,
  );
  const row = must(r.rows[0], `employee ${email}`);
  return {
    id: Number(row.id),
    branchId: Number(row.branch_id),
    gradeId: row.employee_grade_id === null ? null : Number(row.employee_grade_id),
  };
}

/** `YYYY-MM` now in the company's timezone, the month before and the month after. */
export async function monthsOf(t: TestApp, companyId: number) {
  const r = await t.database.owner.execute<{ now: string; prev: string; next: string }>(sql`
    SELECT to_char(now() AT TIME ZONE c.timezone, 'YYYY-MM') AS now,
      to_char((now() AT TIME ZONE c.timezone) - interval '1 month', 'YYYY-MM') AS prev,
      to_char((now() AT TIME ZONE c.timezone) + interval '1 month', 'YYYY-MM') AS next
    FROM companies c WHERE c.id = ${companyId}`);
  return must(r.rows[0], 'the company');
}

/** The notification kinds an employee received, newest first. */
export async function noticeKinds(t: TestApp, companyId: number, employeeId: number) {
  const r = await t.database.owner.execute<{ kind: string }>(sql`SELECT n.kind FROM notifications n
    JOIN users u ON u.company_id = n.company_id AND u.id = n.recipient_user_id
    WHERE n.company_id = ${companyId} AND u.employee_id = ${employeeId} ORDER BY n.id DESC`);
  return r.rows.map((row) => row.kind);
}
