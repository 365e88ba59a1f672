import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import type { PayItemLine, PayItemSource, PayPeriod } from '../../schedule/pay-item-source.ts';
import { refreshLoanLedger } from '../loan-ledger.repository.ts';

/**
 * The loans' pay item source (ADR 41, 53): one 'loan_repayment' line per disbursed loan, code
 * `LOAN_<loanId>`, taking what is still due (the instalment less what refunds settled) of every unpaid
 * instalment whose month is the run's month or before it. An instalment whose month was confirmed
 * without it (the employee was not in that month's run) is so caught up in the next month run; a
 * confirmed month's line marks the instalments it carried paid. Set-wise: one statement for the run.
 */

type DueRow = {
  employee_id: string | number;
  loan_id: string | number;
  loan_type: string;
  due_kobo: string;
  seqs: string;
};

/** `ref` of a line: the loan and the instalments it takes, `12:3,4`. */
const refOf = (loanId: number, seqs: string) => `${loanId}:${seqs}`;

function parseRef(ref: string | undefined): { loanId: number; seqs: number[] } | null {
  const m = /^(\d+):(\d+(?:,\d+)*)$/.exec(ref ?? '');
  if (!m) return null;
  return { loanId: Number(m[1]), seqs: (m[2] as string).split(',').map(Number) };
}

export const dueLines: PayItemSource['lines'] = async (tx, companyId, period, employeeIds) => {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<DueRow>(sql`
    SELECT l.employee_id, l.id AS loan_id, t.name AS loan_type,
      sum(i.instalment_kobo - i.refunded_kobo)::text AS due_kobo,
      string_agg(i.seq::text, ',' ORDER BY i.seq) AS seqs
    FROM payroll_loans l
    JOIN payroll_loan_types t ON t.company_id = l.company_id AND t.id = l.loan_type_id
    JOIN payroll_loan_instalments i ON i.company_id = l.company_id AND i.loan_id = l.id
    WHERE l.company_id = ${companyId} AND l.status = 'disbursed'
      AND l.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND i.paid_month IS NULL AND i.month <= ${period.start}::date
      AND i.instalment_kobo > i.refunded_kobo
    GROUP BY l.employee_id, l.id, t.name
    ORDER BY l.employee_id, l.id`);
  return r.rows.map((row) => ({
    employeeId: Number(row.employee_id),
    kind: 'loan_repayment' as const,
    code: `LOAN_${Number(row.loan_id)}`,
    name: `${row.loan_type} repayment`,
    amountKobo: BigInt(row.due_kobo),
    taxable: false,
    pensionable: false,
    ref: refOf(Number(row.loan_id), row.seqs),
  }));
};

/**
 * The month was confirmed with these lines: their instalments are paid in it, each with what was
 * due of it, then each loan's ledger is rebuilt (repaid when nothing is left). An instalment already
 * paid is left as it is, so telling twice changes nothing.
 */
export async function markPaid(tx: Tx, companyId: number, period: PayPeriod, paid: readonly PayItemLine[]) {
  const pairs = paid.flatMap((line) => {
    const ref = parseRef(line.ref);
    return ref ? ref.seqs.map((seq) => ({ loanId: ref.loanId, seq })) : [];
  });
  if (pairs.length === 0) return;
  await tx.execute(sql`
    UPDATE payroll_loan_instalments i
    SET paid_month = ${period.start}::date, paid_kobo = i.instalment_kobo - i.refunded_kobo
    FROM unnest(${pgArray(pairs.map((p) => p.loanId))}::bigint[], ${pgArray(pairs.map((p) => p.seq))}::int[])
      AS p(loan_id, seq)
    WHERE i.company_id = ${companyId} AND i.loan_id = p.loan_id AND i.seq = p.seq AND i.paid_month IS NULL`);
  for (const loanId of [...new Set(pairs.map((p) => p.loanId))].sort((a, b) => a - b))
    await refreshLoanLedger(tx, companyId, loanId);
}
