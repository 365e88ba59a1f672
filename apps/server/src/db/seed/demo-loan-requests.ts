import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { refreshLoanLedger } from '../../modules/payroll/loans/loan-ledger.repository.ts';

/**
 * The demo's pending loan request (issue 20, ADR 52): PIN 103 asks for a ₦150,000 "Salary advance"
 * over 3 months from next month. No approver group of loans covers them, so it waits on the holders
 * of 'approve loan' for their branch, the owner among them: the owner's loan inbox and home card have
 * something to decide on first start. Seeded after the loan settings (demo.ts), which make the type.
 */
export async function seedDemoLoanRequests(tx: Tx, companyId: number, today = new Date()): Promise<void> {
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
  const loan = expectRow(
    (
      await tx.execute<{ id: string | number }>(sql`
        INSERT INTO payroll_loans (company_id, employee_id, loan_type_id, amount_kobo, tenure_months, reason,
          repayment_start, interest_rate, interest_type, created_by)
        SELECT e.company_id, e.id, t.id, 15000000, 3, 'Rent due before payday', ${next}::date,
          t.interest_rate, t.interest_type, e.id
        FROM employees e JOIN payroll_loan_types t ON t.company_id = e.company_id AND t.name = 'Salary advance'
        WHERE e.company_id = ${companyId} AND e.pin = '103'
        RETURNING id`)
    ).rows,
    'the demo loan request',
  );
  await refreshLoanLedger(tx, companyId, Number(loan.id));
}
