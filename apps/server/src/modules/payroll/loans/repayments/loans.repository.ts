import { sql } from 'drizzle-orm';
import { koboToNaira, type RepayableLoan } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

/**
 * The loans that disbursements and refunds act on, read straight from the loans tables (issue 20,
 * ADR 53). Every statement names the company as well as relying on RLS (ADR 18).
 */

export interface LoanFacts {
  id: number;
  employeeId: number;
  branchId: number | null;
  status: 'pending' | 'approved' | 'rejected' | 'disbursed' | 'repaid';
  amountKobo: bigint;
  amountDisbursedKobo: bigint;
  /** `YYYY-MM` */
  repaymentStart: string;
  balanceKobo: bigint;
  /** Payroll has deducted an instalment: the schedule is frozen. */
  anyPaid: boolean;
  /** What refunds settled on instalments payroll has since taken the rest of. */
  lockedRefundKobo: bigint;
  refundsKobo: bigint;
}

type LoanRow = {
  id: string | number;
  employee_id: string | number;
  branch_id: string | number | null;
  status: LoanFacts['status'];
  amount_kobo: string;
  amount_disbursed_kobo: string;
  repayment_start: string;
  balance_kobo: string;
  any_paid: boolean;
  locked_refund_kobo: string;
  refunds_kobo: string;
};

/** The loan, locked for the change when asked (one change of a loan at a time). */
export async function findLoan(
  tx: Tx,
  companyId: number,
  loanId: number,
  lock = false,
): Promise<LoanFacts | undefined> {
  const r = await tx.execute<LoanRow>(sql`
    SELECT l.id, l.employee_id, e.branch_id, l.status, l.amount_kobo::text, l.amount_disbursed_kobo::text,
      to_char(l.repayment_start, 'YYYY-MM') AS repayment_start,
      (l.total_repayable_kobo - l.amount_repaid_kobo)::text AS balance_kobo,
      EXISTS (SELECT 1 FROM payroll_loan_instalments i WHERE i.company_id = l.company_id
        AND i.loan_id = l.id AND i.paid_month IS NOT NULL) AS any_paid,
      (SELECT coalesce(sum(i.refunded_kobo), 0) FROM payroll_loan_instalments i WHERE i.company_id = l.company_id
        AND i.loan_id = l.id AND i.paid_month IS NOT NULL)::text AS locked_refund_kobo,
      (SELECT coalesce(sum(f.amount_kobo), 0) FROM payroll_loan_refunds f WHERE f.company_id = l.company_id
        AND f.loan_id = l.id)::text AS refunds_kobo
    FROM payroll_loans l
    JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id
    WHERE l.company_id = ${companyId} AND l.id = ${loanId} ${lock ? sql`FOR UPDATE OF l` : sql``}`);
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    employeeId: Number(row.employee_id),
    branchId: row.branch_id === null ? null : Number(row.branch_id),
    status: row.status,
    amountKobo: BigInt(row.amount_kobo),
    amountDisbursedKobo: BigInt(row.amount_disbursed_kobo),
    repaymentStart: row.repayment_start,
    balanceKobo: BigInt(row.balance_kobo),
    anyPaid: row.any_paid,
    lockedRefundKobo: BigInt(row.locked_refund_kobo),
    refundsKobo: BigInt(row.refunds_kobo),
  };
}

/** Records what has been paid out and the (possibly moved) first month; the ledger follows. */
export async function setDisbursed(
  tx: Tx,
  companyId: number,
  loanId: number,
  amountDisbursedKobo: bigint,
  repaymentStart: string,
): Promise<void> {
  await tx.execute(sql`
    UPDATE payroll_loans SET amount_disbursed_kobo = ${amountDisbursedKobo.toString()}::bigint,
      status = ${amountDisbursedKobo > 0n ? 'disbursed' : 'approved'},
      repayment_start = ${`${repaymentStart}-01`}::date, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${loanId}`);
}

type RepayableRow = {
  id: string | number;
  employee_id: string | number;
  loan_type: string;
  status: RepayableLoan['status'];
  amount_kobo: string;
  amount_disbursed_kobo: string;
  tenure_months: number;
  repayment_start: string;
  monthly_instalment_kobo: string;
  total_repayable_kobo: string;
  amount_repaid_kobo: string;
};

const naira = (kobo: string | bigint) => koboToNaira(Number(kobo));

const toRepayable = (r: RepayableRow): RepayableLoan => ({
  id: Number(r.id),
  employee_id: Number(r.employee_id),
  loan_type: r.loan_type,
  status: r.status,
  amount: naira(r.amount_kobo),
  amount_disbursed: naira(r.amount_disbursed_kobo),
  amount_left_to_disburse: naira(BigInt(r.amount_kobo) - BigInt(r.amount_disbursed_kobo)),
  tenure_months: Number(r.tenure_months),
  repayment_start: r.repayment_start,
  monthly_instalment: naira(r.monthly_instalment_kobo),
  total_repayable: naira(r.total_repayable_kobo),
  amount_repaid: naira(r.amount_repaid_kobo),
  balance: naira(BigInt(r.total_repayable_kobo) - BigInt(r.amount_repaid_kobo)),
});

/**
 * An employee's loans that may be disbursed (approved or partly disbursed, something left, nothing
 * deducted yet) or refunded (disbursed, with a balance), oldest first.
 */
export async function repayableLoans(
  tx: Tx,
  companyId: number,
  employeeId: number,
  purpose: 'disburse' | 'refund',
  branchIds: readonly number[] | null,
): Promise<RepayableLoan[]> {
  const which =
    purpose === 'disburse'
      ? sql`l.status IN ('approved', 'disbursed') AND l.amount_disbursed_kobo < l.amount_kobo
          AND NOT EXISTS (SELECT 1 FROM payroll_loan_instalments i WHERE i.company_id = l.company_id
            AND i.loan_id = l.id AND i.paid_month IS NOT NULL)`
      : sql`l.status = 'disbursed' AND l.total_repayable_kobo > l.amount_repaid_kobo`;
  const r = await tx.execute<RepayableRow>(sql`
    SELECT l.id, l.employee_id, t.name AS loan_type, l.status, l.amount_kobo::text, l.amount_disbursed_kobo::text,
      l.tenure_months, to_char(l.repayment_start, 'YYYY-MM') AS repayment_start,
      l.monthly_instalment_kobo::text, l.total_repayable_kobo::text, l.amount_repaid_kobo::text
    FROM payroll_loans l
    JOIN payroll_loan_types t ON t.company_id = l.company_id AND t.id = l.loan_type_id
    JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id
    WHERE l.company_id = ${companyId} AND l.employee_id = ${employeeId} AND ${which}
      ${branchIds === null ? sql`` : sql`AND e.branch_id = ANY(${pgArray(branchIds)}::bigint[])`}
    ORDER BY l.created_at, l.id`);
  return r.rows.map(toRepayable);
}

/**
 * The first month from `from` (`YYYY-MM`) that payroll has not confirmed for the employee: where a
 * schedule asked to start in a confirmed month starts instead (ADR 53).
 */
export async function firstOpenMonth(
  tx: Tx,
  companyId: number,
  employeeId: number,
  from: string,
): Promise<string> {
  const r = await tx.execute<{ month: string }>(sql`
    SELECT to_char(m, 'YYYY-MM') AS month
    FROM generate_series(${`${from}-01`}::date, ${`${from}-01`}::date + interval '20 years', interval '1 month') AS m
    WHERE NOT EXISTS (SELECT 1 FROM payroll_schedule_rows r WHERE r.company_id = ${companyId}
      AND r.employee_id = ${employeeId} AND r.status = 'confirmed'
      AND make_date(r.year, r.month, 1) = m::date)
    ORDER BY m LIMIT 1`);
  return r.rows[0]?.month ?? from;
}
