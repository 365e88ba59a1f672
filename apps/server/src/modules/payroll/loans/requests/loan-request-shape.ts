import { approvalLevelLabel, koboToNaira, type LoanRequest, type LoanStatus } from '@clockroom/contracts';
import { isPaid } from '../loan-ledger.ts';
import { ledgerLine, type InstalmentRow } from '../loan-ledger.repository.ts';

/** A loan request's rows as the repository reads them, and the answer made from them (ADR 52). */

export type LoanRow = {
  id: string | number;
  employee_id: string | number;
  branch_id: string | number | null;
  employee_name: string;
  pin: string | null;
  loan_type_id: string | number;
  loan_type_name: string;
  amount_kobo: string;
  tenure_months: number;
  reason: string | null;
  repayment_start: string;
  interest_rate: string;
  interest_type: 'flat' | 'reducing';
  status: string;
  monthly_instalment_kobo: string;
  total_repayable_kobo: string;
  amount_disbursed_kobo: string;
  amount_repaid_kobo: string;
  decided_at: string | Date | null;
  rejection_reason: string | null;
  created_at: string | Date;
  can_decide: boolean;
};

/** A request as the server keeps it: the answer plus the employee's branch (for scope checks). */
export type StoredLoan = LoanRequest & { branch_id: number | null };

const iso = (v: string | Date) => new Date(v).toISOString();
const naira = (kobo: bigint) => koboToNaira(Number(kobo));
/** The rate without trailing zeros: '12.0000' → '12', '7.5000' → '7.5'. */
const rate = (r: string) => (r.includes('.') ? r.replace(/\.?0+$/, '') : r);

export type ScheduleRow = InstalmentRow & { loan_id: string | number };

export function toLoan(r: LoanRow, lines: ScheduleRow[]): StoredLoan {
  const total = BigInt(r.total_repayable_kobo);
  const repaid = BigInt(r.amount_repaid_kobo);
  const interest = lines.reduce((s, l) => s + BigInt(l.interest_kobo), 0n);
  return {
    id: Number(r.id),
    employee_id: Number(r.employee_id),
    branch_id: r.branch_id === null ? null : Number(r.branch_id),
    employee_name: r.employee_name,
    pin: r.pin,
    loan_type_id: Number(r.loan_type_id),
    loan_type_name: r.loan_type_name,
    amount: naira(BigInt(r.amount_kobo)),
    tenure_months: Number(r.tenure_months),
    reason: r.reason,
    repayment_start: r.repayment_start,
    interest_rate: rate(r.interest_rate),
    interest_type: r.interest_type,
    status: r.status as LoanStatus,
    monthly_instalment: naira(BigInt(r.monthly_instalment_kobo)),
    total_repayable: naira(total),
    total_interest: naira(interest),
    amount_disbursed: naira(BigInt(r.amount_disbursed_kobo)),
    amount_repaid: naira(repaid),
    balance: naira(total - repaid),
    schedule: lines.map((l) => ({
      month: l.month,
      principal: naira(BigInt(l.principal_kobo)),
      interest: naira(BigInt(l.interest_kobo)),
      instalment: naira(BigInt(l.instalment_kobo)),
      paid: isPaid(ledgerLine(l)),
    })),
    decided_at: r.decided_at === null ? null : iso(r.decided_at),
    rejection_reason: r.rejection_reason,
    created_at: iso(r.created_at),
    can_edit: false,
    can_decide: r.can_decide,
    level: 0,
    level_label: approvalLevelLabel(0),
  };
}
