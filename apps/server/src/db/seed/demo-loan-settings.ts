import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';

/**
 * The demo's loan settings (issue 20): a salary advance and a car loan, and a cap at each office.
 * The demo's running loan (demo-loans) takes the "Car loan" type by its name, so the name is fixed.
 * The caps are generous enough for that loan: they show the screen working, not a refusal.
 */
export const DEMO_LOAN_TYPES = [
  {
    name: 'Salary advance',
    description: 'Part of next months’ pay ahead of time, repaid over up to three payrolls, no interest.',
    minimumKobo: 10_000_00,
    maximumKobo: 200_000_00,
    tenure: 3,
    rate: '0',
    interestType: 'flat',
    eligibleAfter: 0,
  },
  {
    name: 'Car loan',
    description: 'Buying a car, repaid over up to two years at 12 % a year on the balance left.',
    minimumKobo: 500_000_00,
    maximumKobo: 3_000_000_00,
    tenure: 24,
    rate: '12',
    interestType: 'reducing',
    eligibleAfter: 6,
  },
] as const;

/** Most principal an employee of the office may owe at once. */
const BRANCH_CAPS = [
  { branch: 'Lagos HQ', capKobo: 5_000_000_00 },
  { branch: 'Abuja Branch', capKobo: 3_000_000_00 },
  { branch: 'Port Harcourt Branch', capKobo: 2_500_000_00 },
] as const;

export async function seedDemoLoanSettings(tx: Tx, companyId: number): Promise<void> {
  for (const t of DEMO_LOAN_TYPES) {
    await tx.execute(sql`
      INSERT INTO payroll_loan_types (company_id, name, description, minimum_amount_kobo,
        maximum_amount_kobo, max_tenure_months, interest_rate, interest_type, eligible_after_months, status)
      VALUES (${companyId}, ${t.name}, ${t.description}, ${t.minimumKobo}, ${t.maximumKobo}, ${t.tenure},
        ${t.rate}::numeric, ${t.interestType}, ${t.eligibleAfter}, 'active')`);
  }
  for (const c of BRANCH_CAPS) {
    await tx.execute(sql`
      INSERT INTO payroll_loan_caps (company_id, model_type, model_id, amount_kobo)
      SELECT company_id, 'branch', id, ${c.capKobo} FROM branches
      WHERE company_id = ${companyId} AND station_name = ${c.branch}`);
  }
}
