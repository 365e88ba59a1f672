import { describe, expect, it } from 'vitest';
import { assertBalanced, balanceOf, entriesOf, type LedgerEntry } from './ledger.ts';
import { transition } from './transfer-state.ts';

describe('wallet ledger', () => {
  it('makes every movement two entries that sum to zero', () => {
    for (const kind of ['payin', 'reserve', 'payout', 'reversal'] as const) {
      const entries = entriesOf(kind, 12_345);
      expect(entries).toHaveLength(2);
      expect(entries.reduce((s, e) => s + e.amountKobo, 0)).toBe(0);
    }
  });

  it('refuses an unbalanced movement and amounts that are not whole positive kobo', () => {
    expect(() => assertBalanced([{ account: 'wallet', amountKobo: 5 }])).toThrow(/balance/);
    expect(() => entriesOf('payin', 0)).toThrow();
    expect(() => entriesOf('payin', 1.5)).toThrow();
    expect(() => entriesOf('payin', -100)).toThrow();
  });

  it('has a balance that is the sum of the entries: top-up, payout, a failure given back', () => {
    const ledger: LedgerEntry[] = [
      ...entriesOf('payin', 1_000_000),
      ...entriesOf('reserve', 300_000),
      ...entriesOf('reserve', 200_000),
      ...entriesOf('payout', 300_000),
      ...entriesOf('reversal', 200_000),
    ];
    expect(balanceOf(ledger, 'wallet')).toBe(700_000);
    expect(balanceOf(ledger, 'reserved')).toBe(0);
    expect(balanceOf(ledger, 'paid_out')).toBe(300_000);
    expect(balanceOf(ledger, 'funding')).toBe(-1_000_000);
    expect(ledger.reduce((s, e) => s + e.amountKobo, 0)).toBe(0);
  });
});

describe('transfer state machine', () => {
  it('goes pending → processing → paid, paying out the reservation', () => {
    expect(transition('pending', 'sent')).toEqual({ status: 'processing', movement: null });
    expect(transition('processing', 'succeeded')).toEqual({ status: 'paid', movement: 'payout' });
  });

  it('fails from pending (refused at sending) or processing, giving the reservation back', () => {
    expect(transition('pending', 'rejected')).toEqual({ status: 'failed', movement: 'reversal' });
    expect(transition('processing', 'failed')).toEqual({ status: 'failed', movement: 'reversal' });
  });

  it('settles late: a success arriving while processing, or even before the send was recorded', () => {
    expect(transition('processing', 'succeeded')?.status).toBe('paid');
    expect(transition('pending', 'succeeded')?.status).toBe('paid');
  });

  it('keeps paid and failed final, so a late outcome after a failure and retry pays nobody twice', () => {
    for (const event of ['sent', 'rejected', 'succeeded', 'failed'] as const) {
      expect(transition('paid', event)).toBeNull();
      expect(transition('failed', event)).toBeNull();
    }
    expect(transition('processing', 'sent')).toBeNull();
  });
});
