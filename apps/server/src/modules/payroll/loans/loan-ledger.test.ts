import { describe, expect, it } from 'vitest';
import { dueKobo, isPaid, type LedgerLine, type LedgerLoan, rebuildLedger } from './loan-ledger.ts';

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
    const partial = rebuildLedger({ ...loan, amountDisbursedKobo: 30_000_000n, status: 'disbursed' }, asked.lines, 0n);
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
