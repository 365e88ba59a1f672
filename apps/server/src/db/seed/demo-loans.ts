import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { runMonthForDemo } from '../../modules/payroll/index.ts';
import { registerPayItemSource } from '../../modules/payroll/schedule/pay-item-source.ts';
import type { PayItemLine, ScheduleLine } from '../../modules/payroll/schedule/pay-item-source.ts';
import { refreshLoanLedger } from '../../modules/payroll/loans/loan-ledger.repository.ts';
import { loanRepaymentSource } from '../../modules/payroll/loans/repayments/loan-deduction.ts';

/**
 * The demo's running loan (issue 20, ADR 53): the self-service employee's ₦600,000 "Car loan" over 12
 * months (the type's 12 % a year on the balance), approved and disbursed the month before its first
 * instalment, which falls three months before the current one (January at the earliest), so the
 * months the demo's payroll has confirmed show instalments paid and the loan still runs.
 *
 * Seeded after the payroll year and the loan settings (demo.ts): the employee's confirmed months of
 * the loan are opened, run again (the run takes the instalment through the loans' pay item source),
 * confirmed again and told to the source, exactly as a confirmation would, and the current month is
 * run again so its open row shows the deduction too.
 */
export async function seedDemoLoans(tx: Tx, companyId: number, today = new Date()): Promise<void> {
  // The same object the loans' routes register: registering it again is a no-op (a seed without the app).
  registerPayItemSource(loanRepaymentSource);
  const year = today.getUTCFullYear();
  const currentMonth = today.getUTCMonth() + 1;
  const firstMonth = Math.max(1, currentMonth - 3);
  const start = `${year}-${String(firstMonth).padStart(2, '0')}`;
  const disbursedOn = new Date(Date.UTC(year, firstMonth - 2, 20)).toISOString().slice(0, 10);

  const typeId = await carLoanType(tx, companyId);
  const loan = expectRow(
    (
      await tx.execute<{ id: string | number; employee_id: string | number }>(sql`
        INSERT INTO payroll_loans (company_id, employee_id, loan_type_id, amount_kobo, tenure_months, reason,
          repayment_start, interest_rate, interest_type, status, amount_disbursed_kobo, decided_at, created_by)
        SELECT e.company_id, e.id, t.id, 60000000, 12, 'Buying a car to get to the office',
          ${`${start}-01`}::date, t.interest_rate, t.interest_type, 'disbursed', 60000000,
          ${disbursedOn}::timestamptz - interval '5 days', e.id
        FROM employees e JOIN payroll_loan_types t ON t.company_id = e.company_id AND t.id = ${typeId}
        WHERE e.company_id = ${companyId} AND e.email = 'employee@demo.example'
        RETURNING id, employee_id`)
    ).rows,
    'the demo car loan',
  );
  const loanId = Number(loan.id);
  const employeeId = Number(loan.employee_id);
  await tx.execute(sql`
    INSERT INTO payroll_loan_disbursements (company_id, loan_id, amount_kobo, disbursed_on, note)
    VALUES (${companyId}, ${loanId}, 60000000, ${disbursedOn}::date, 'Paid to the car dealer')`);
  await refreshLoanLedger(tx, companyId, loanId);

  for (let month = firstMonth; month <= currentMonth; month++) {
    const confirmed = month < currentMonth;
    await tx.execute(sql`UPDATE payroll_schedule_rows SET status = 'open'
      WHERE company_id = ${companyId} AND employee_id = ${employeeId} AND year = ${year} AND month = ${month}
        AND source = 'run'`);
    await runMonthForDemo(tx, companyId, year, month);
    if (!confirmed) continue;
    const row = await tx.execute<{ lines: ScheduleLine[] }>(sql`
      UPDATE payroll_schedule_rows SET status = 'confirmed', payslip_mailed_at = now(),
        confirmed_at = make_date(year, month, 1) + interval '1 month' - interval '2 days'
      WHERE company_id = ${companyId} AND employee_id = ${employeeId} AND year = ${year} AND month = ${month}
      RETURNING lines`);
    const lines: PayItemLine[] = (row.rows[0]?.lines ?? [])
      .filter((l) => l.source === loanRepaymentSource.name)
      .map((l) => ({
        employeeId,
        kind: 'loan_repayment',
        code: l.code,
        name: l.name,
        amountKobo: BigInt(l.amount_kobo),
        taxable: false,
        pensionable: false,
        ...(l.ref !== undefined ? { ref: l.ref } : {}),
      }));
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    await loanRepaymentSource.confirmed?.(
      tx,
      companyId,
      { year, month, start: first, end: `${first.slice(0, 8)}${days}`, daysInMonth: days },
      lines,
    );
  }
}

/** The loan settings' "Car loan" (demo-loan-settings.ts), or one made here by that name if missing. */
async function carLoanType(tx: Tx, companyId: number): Promise<number> {
  const found = await tx.execute<{ id: string | number }>(sql`
    SELECT id FROM payroll_loan_types WHERE company_id = ${companyId} AND lower(name) = 'car loan'`);
  if (found.rows[0]) return Number(found.rows[0].id);
  const made = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_loan_types (company_id, name, description, minimum_amount_kobo, maximum_amount_kobo,
      max_tenure_months, interest_rate, interest_type, eligible_after_months)
    VALUES (${companyId}, 'Car loan', 'Buying a car, repaid at 12 % a year on the balance left.', 50000000,
      300000000, 24, 12, 'reducing', 6) RETURNING id`);
  return Number(expectRow(made.rows, 'the demo car loan type').id);
}
