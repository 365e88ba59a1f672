import { type InterestType, repaymentSchedule } from './repayment-schedule.ts';

/**
 * A loan's ledger (issue 20), pure: its schedule lines with what payroll paid and what refunds
 * settled, and the figures the loan row keeps. The repository (loan-ledger.repository.ts) loads a
 * loan, calls `rebuildLedger` and writes the answer back in the same transaction, after every change
 * that moves money: a request made or edited, a disbursement, a refund, a confirmed payroll month.
 */

export interface LedgerLine {
  /** 1-based */
  seq: number;
  /** `YYYY-MM` */
  month: string;
  principalKobo: bigint;
  interestKobo: bigint;
  instalmentKobo: bigint;
  /** The part manual refunds settled. */
  refundedKobo: bigint;
  /** `YYYY-MM` of the confirmed payroll month that deducted the rest, or null. */
  paidMonth: string | null;
  paidKobo: bigint;
}

export interface LedgerLoan {
  /** The requested (and approved) amount. */
  amountKobo: bigint;
  /** What has been paid out so far; the schedule is on this once any is. */
  amountDisbursedKobo: bigint;
  annualRate: string;
  interestType: InterestType;
  tenureMonths: number;
  /** `YYYY-MM` */
  repaymentStart: string;
  status: 'pending' | 'approved' | 'rejected' | 'disbursed' | 'repaid';
}

export interface Ledger {
  lines: LedgerLine[];
  monthlyInstalmentKobo: bigint;
  totalRepayableKobo: bigint;
  amountRepaidKobo: bigint;
  balanceKobo: bigint;
  status: LedgerLoan['status'];
}

/**
 * The loan's schedule after a change. While payroll has deducted nothing, the schedule is made again
 * from the terms, on the amount disbursed (or, before any disbursement, the amount asked); once a
 * month is paid, the lines are kept as they are. Refunds (their total) then settle the unpaid
 * instalments from the last one backwards, so the monthly instalment stays and the loan ends sooner.
 * A disbursed loan owing nothing is `repaid`.
 */
export function rebuildLedger(
  loan: LedgerLoan,
  previous: readonly LedgerLine[],
  refundsKobo: bigint,
): Ledger {
  const anyPaid = previous.some((l) => l.paidMonth !== null);
  const basis = loan.amountDisbursedKobo > 0n ? loan.amountDisbursedKobo : loan.amountKobo;
  const lines: LedgerLine[] = anyPaid
    ? previous.map((l) => ({ ...l }))
    : repaymentSchedule({
        principalKobo: basis,
        annualRate: loan.annualRate,
        tenureMonths: loan.tenureMonths,
        interestType: loan.interestType,
        firstMonth: loan.repaymentStart,
      }).lines.map((l, i) => ({ ...l, seq: i + 1, refundedKobo: 0n, paidMonth: null, paidKobo: 0n }));

  // Paid months keep the refund they had when payroll took the rest; the remainder settles unpaid
  // months, last first.
  let refundLeft = refundsKobo - lines.reduce((s, l) => s + (l.paidMonth ? l.refundedKobo : 0n), 0n);
  for (const line of [...lines].reverse()) {
    if (line.paidMonth) continue;
    const settle =
      refundLeft > 0n ? (refundLeft < line.instalmentKobo ? refundLeft : line.instalmentKobo) : 0n;
    line.refundedKobo = settle;
    refundLeft -= settle;
  }

  const totalRepayableKobo = lines.reduce((s, l) => s + l.instalmentKobo, 0n);
  const amountRepaidKobo = lines.reduce((s, l) => s + l.paidKobo + l.refundedKobo, 0n);
  const balanceKobo = totalRepayableKobo - amountRepaidKobo;
  let status = loan.status;
  if (status === 'disbursed' && balanceKobo === 0n) status = 'repaid';
  else if (status === 'repaid' && balanceKobo > 0n) status = 'disbursed';
  return {
    lines,
    monthlyInstalmentKobo: lines[0]?.instalmentKobo ?? 0n,
    totalRepayableKobo,
    amountRepaidKobo,
    balanceKobo,
    status,
  };
}

/** What payroll still has to take for a line: the instalment less what refunds settled. */
export const dueKobo = (line: Pick<LedgerLine, 'instalmentKobo' | 'refundedKobo' | 'paidMonth'>): bigint =>
  line.paidMonth ? 0n : line.instalmentKobo - line.refundedKobo;

/** A line is paid once payroll took it or refunds settled all of it. */
export const isPaid = (line: LedgerLine): boolean =>
  line.paidMonth !== null || line.refundedKobo === line.instalmentKobo;

/**
 * What payroll takes in a month (ADR 53): every instalment not yet paid whose month is that month or
 * before it, less what refunds settled. An instalment whose month was confirmed without it (the
 * employee was not in that run) is so caught up by the next run. The pay item source does the same
 * in one statement for the whole run (repayments/loan-deduction.repository.ts).
 */
export function dueThrough(lines: readonly LedgerLine[], month: string): { kobo: bigint; seqs: number[] } {
  const due = lines.filter((l) => l.month <= month && dueKobo(l) > 0n);
  return { kobo: due.reduce((s, l) => s + dueKobo(l), 0n), seqs: due.map((l) => l.seq) };
}
