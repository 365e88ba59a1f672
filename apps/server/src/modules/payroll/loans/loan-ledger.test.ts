import { describe, expect, it } from 'vitest';
import {
  dueKobo,
  dueThrough,
  isPaid,
  type LedgerLine,
  type LedgerLoan,
  rebuildLedger,
} from './loan-ledger.ts';

function lineAt(lines: readonly LedgerLine[], i: number): LedgerLine {
  const line = lines[i];
  if (!line) throw new Error(`no line ${i}`);
  return line;
}

const loan: LedgerLoan = {
  amountKobo: 60_000_000n,
  amountDisbursedKobo: 0n,
  annualRate: '12',
  interestType: 'flat',
  tenureMonths: 12,
  repaymentStart: '2026-01',
  status: 'approved',
};

describe('the loan ledger', () => {
  it('schedules the amount asked before any disbursement, then the amount disbursed', () => {
    const asked = rebuildLedger(loan, [], 0n);
    expect(asked.monthlyInstalmentKobo).toBe(5_600_000n);
    expect(asked.totalRepayableKobo).toBe(67_200_000n);
    const partial = rebuildLedger(
      { ...loan, amountDisbursedKobo: 30_000_000n, status: 'disbursed' },
      asked.lines,
      0n,
    );
    expect(partial.monthlyInstalmentKobo).toBe(2_800_000n);
    expect(partial.balanceKobo).toBe(33_600_000n);
  });

  it('settles a refund from the last instalments first and keeps the monthly instalment', () => {
    const disbursed = { ...loan, amountDisbursedKobo: 60_000_000n, status: 'disbursed' as const };
    const ledger = rebuildLedger(disbursed, [], 8_000_000n);
    expect(ledger.monthlyInstalmentKobo).toBe(5_600_000n);
    expect(ledger.lines.at(11)?.refundedKobo).toBe(5_600_000n);
    expect(ledger.lines.at(10)?.refundedKobo).toBe(2_400_000n);
    expect(dueKobo(lineAt(ledger.lines, 10))).toBe(3_200_000n);
    expect(isPaid(lineAt(ledger.lines, 11))).toBe(true);
    expect(ledger.lines.filter(isPaid)).toHaveLength(1);
    expect(ledger.balanceKobo).toBe(67_200_000n - 8_000_000n);
  });

  it('keeps paid months as they are and is repaid when nothing is owed', () => {
    const disbursed = { ...loan, amountDisbursedKobo: 60_000_000n, status: 'disbursed' as const };
    const first = rebuildLedger(disbursed, [], 0n);
    const paid = first.lines.map((l, i) =>
      i < 2 ? { ...l, paidMonth: l.month, paidKobo: l.instalmentKobo } : l,
    );
    // A change of terms after a payment does not move the paid months.
    const kept = rebuildLedger({ ...disbursed, tenureMonths: 6 }, paid, 0n);
    expect(kept.lines).toHaveLength(12);
    expect(kept.amountRepaidKobo).toBe(11_200_000n);
    const settled = rebuildLedger(disbursed, paid, 67_200_000n - 11_200_000n);
    expect(settled.balanceKobo).toBe(0n);
    expect(settled.status).toBe('repaid');
    expect(rebuildLedger({ ...disbursed, status: 'repaid' }, paid, 0n).status).toBe('disbursed');
  });
});

// ₦600,000 over 12 months at 12 % a year, reducing balance: 53,309.27 a month, the last 53,309.30,
// total interest 39,711.27 (issue 20's hand-computed table).
const reducing: LedgerLoan = { ...loan, interestType: 'reducing' };
const disbursedReducing: LedgerLoan = { ...reducing, amountDisbursedKobo: 60_000_000n, status: 'disbursed' };

describe('the reducing loan ledger', () => {
  it('schedules a partial disbursement on what was paid out, then the whole once the rest is', () => {
    const half = rebuildLedger(
      { ...reducing, amountDisbursedKobo: 30_000_000n, status: 'disbursed' },
      [],
      0n,
    );
    // 300,000 × 0.01 × 1.01^12 ÷ (1.01^12 − 1) = 26,654.6366 → 26,654.64.
    expect(half.monthlyInstalmentKobo).toBe(2_665_464n);
    expect(half.lines.reduce((s, l) => s + l.principalKobo, 0n)).toBe(30_000_000n);
    const whole = rebuildLedger(disbursedReducing, half.lines, 0n);
    expect(whole.monthlyInstalmentKobo).toBe(5_330_927n);
    expect(whole.lines.at(-1)?.instalmentKobo).toBe(5_330_930n);
    expect(whole.totalRepayableKobo).toBe(63_971_127n);
    expect(whole.lines.reduce((s, l) => s + l.interestKobo, 0n)).toBe(3_971_127n);
  });

  it('shortens the schedule with a refund: the last months are settled, the instalment stays', () => {
    const ledger = rebuildLedger(disbursedReducing, [], 10_000_000n);
    expect(ledger.monthlyInstalmentKobo).toBe(5_330_927n);
    expect(ledger.lines.at(11)?.refundedKobo).toBe(5_330_930n);
    expect(ledger.lines.at(10)?.refundedKobo).toBe(4_669_070n);
    expect(dueKobo(lineAt(ledger.lines, 10))).toBe(661_857n);
    expect(ledger.lines.slice(0, 10).every((l) => dueKobo(l) === 5_330_927n)).toBe(true);
    expect(ledger.balanceKobo).toBe(53_971_127n);
  });

  it('takes every unpaid instalment up to the month (arrears caught up), never a paid one twice', () => {
    const ledger = rebuildLedger(disbursedReducing, [], 0n);
    expect(dueThrough(ledger.lines, '2025-12')).toEqual({ kobo: 0n, seqs: [] });
    expect(dueThrough(ledger.lines, '2026-03')).toEqual({ kobo: 3n * 5_330_927n, seqs: [1, 2, 3] });
    const firstPaid = ledger.lines.map((l) =>
      l.seq === 1 ? { ...l, paidMonth: '2026-01', paidKobo: l.instalmentKobo } : l,
    );
    expect(dueThrough(firstPaid, '2026-03')).toEqual({ kobo: 2n * 5_330_927n, seqs: [2, 3] });
    const refunded = rebuildLedger(disbursedReducing, firstPaid, 63_971_127n - 5_330_927n);
    expect(dueThrough(refunded.lines, '2026-12')).toEqual({ kobo: 0n, seqs: [] });
    expect(refunded.status).toBe('repaid');
  });
});
