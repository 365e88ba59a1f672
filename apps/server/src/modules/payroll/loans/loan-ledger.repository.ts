import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import type { InterestType } from './repayment-schedule.ts';
import { type Ledger, type LedgerLine, type LedgerLoan, rebuildLedger } from './loan-ledger.ts';

/**
 * Loads a loan with its instalments and refunds, rebuilds its ledger (loan-ledger.ts) and writes the
 * instalments and the loan's figures back, in the caller's transaction. Every caller that moves a
 * loan's money calls it after its own write: request create/edit, disbursement, refund, confirmation.
 * Every statement names the company as well as relying on RLS (ADR 18). The loan row is locked first,
 * so two changes of one loan run one after the other.
 */
export async function refreshLoanLedger(tx: Tx, companyId: number, loanId: number): Promise<Ledger | null> {
  const loanRows = await tx.execute<{
    amount_kobo: string;
    amount_disbursed_kobo: string;
    interest_rate: string;
    interest_type: InterestType;
    tenure_months: number;
    repayment_start: string;
    status: LedgerLoan['status'];
  }>(sql`
    SELECT amount_kobo::text, amount_disbursed_kobo::text, interest_rate::text, interest_type,
           tenure_months, to_char(repayment_start, 'YYYY-MM') AS repayment_start, status
    FROM payroll_loans WHERE company_id = ${companyId} AND id = ${loanId} FOR UPDATE`);
  const row = loanRows.rows[0];
  if (!row) return null;
  const loan: LedgerLoan = {
    amountKobo: BigInt(row.amount_kobo),
    amountDisbursedKobo: BigInt(row.amount_disbursed_kobo),
    annualRate: row.interest_rate,
    interestType: row.interest_type,
    tenureMonths: row.tenure_months,
    repaymentStart: row.repayment_start,
    status: row.status,
  };
  const previous = await loanInstalments(tx, companyId, loanId);
  const refunds = await tx.execute<{ total: string }>(sql`
    SELECT coalesce(sum(amount_kobo), 0)::text AS total FROM payroll_loan_refunds
    WHERE company_id = ${companyId} AND loan_id = ${loanId}`);
  const ledger = rebuildLedger(loan, previous, BigInt(refunds.rows[0]?.total ?? '0'));

  await tx.execute(
    sql`DELETE FROM payroll_loan_instalments WHERE company_id = ${companyId} AND loan_id = ${loanId}`,
  );
  if (ledger.lines.length > 0) {
    const values = sql.join(
      ledger.lines.map(
        (
          l,
        ) => sql`(${companyId}, ${loanId}, ${l.seq}, ${`${l.month}-01`}::date, ${l.principalKobo.toString()}::bigint,
          ${l.interestKobo.toString()}::bigint, ${l.instalmentKobo.toString()}::bigint,
          ${l.refundedKobo.toString()}::bigint, ${l.paidMonth ? `${l.paidMonth}-01` : null}::date,
          ${l.paidKobo.toString()}::bigint)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`INSERT INTO payroll_loan_instalments (company_id, loan_id, seq, month, principal_kobo,
      interest_kobo, instalment_kobo, refunded_kobo, paid_month, paid_kobo) VALUES ${values}`);
  }
  await tx.execute(sql`
    UPDATE payroll_loans SET monthly_instalment_kobo = ${ledger.monthlyInstalmentKobo.toString()}::bigint,
      total_repayable_kobo = ${ledger.totalRepayableKobo.toString()}::bigint,
      amount_repaid_kobo = ${ledger.amountRepaidKobo.toString()}::bigint,
      status = ${ledger.status}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${loanId}`);
  return ledger;
}

/** A schedule line as read, its kobo as text (bigints); the request answers read the same columns. */
export type InstalmentRow = {
  seq: number;
  month: string;
  principal_kobo: string;
  interest_kobo: string;
  instalment_kobo: string;
  refunded_kobo: string;
  paid_month: string | null;
  paid_kobo: string;
};

/** InstalmentRow's columns of payroll_loan_instalments. */
export const instalmentColumns = sql`seq, to_char(month, 'YYYY-MM') AS month, principal_kobo::text,
  interest_kobo::text, instalment_kobo::text, refunded_kobo::text,
  to_char(paid_month, 'YYYY-MM') AS paid_month, paid_kobo::text`;

export const ledgerLine = (l: InstalmentRow): LedgerLine => ({
  seq: Number(l.seq),
  month: l.month,
  principalKobo: BigInt(l.principal_kobo),
  interestKobo: BigInt(l.interest_kobo),
  instalmentKobo: BigInt(l.instalment_kobo),
  refundedKobo: BigInt(l.refunded_kobo),
  paidMonth: l.paid_month,
  paidKobo: BigInt(l.paid_kobo),
});

/** A loan's schedule lines as stored, in order. */
export async function loanInstalments(tx: Tx, companyId: number, loanId: number): Promise<LedgerLine[]> {
  const r = await tx.execute<InstalmentRow>(sql`SELECT ${instalmentColumns}
    FROM payroll_loan_instalments WHERE company_id = ${companyId} AND loan_id = ${loanId} ORDER BY seq`);
  return r.rows.map(ledgerLine);
}
