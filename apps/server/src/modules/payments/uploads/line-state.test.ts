import { describe, expect, it } from 'vitest';
import { canMove, nextStatus, progressOf, sumKobo } from './line-state.ts';

describe('a payment line', () => {
  it('goes pending → processing → paid, and paid is final', () => {
    expect(nextStatus('pending', 'processing')).toBe('processing');
    expect(nextStatus('processing', 'paid')).toBe('paid');
    expect(nextStatus('paid', 'failed')).toBeNull();
    expect(nextStatus('paid', 'processing')).toBeNull();
    expect(canMove('paid', 'pending')).toBe(false);
  });

  it('fails, is retried alone, and settles late as paid', () => {
    let s = nextStatus('pending', 'processing');
    s = nextStatus(s ?? 'pending', 'failed');
    expect(s).toBe('failed');
    s = nextStatus(s ?? 'pending', 'processing');
    expect(s).toBe('processing');
    // The retry's transfer settles about 30 seconds later (account ending 0002).
    s = nextStatus(s ?? 'pending', 'paid');
    expect(s).toBe('paid');
    // A failed transfer reported as paid afterwards (a late settlement) is paid.
    expect(nextStatus('failed', 'paid')).toBe('paid');
  });

  it('takes a repeated report as the same status, and never goes back to pending', () => {
    expect(nextStatus('processing', 'processing')).toBe('processing');
    expect(nextStatus('failed', 'failed')).toBe('failed');
    expect(nextStatus('processing', 'pending')).toBeNull();
    expect(nextStatus('failed', 'pending')).toBeNull();
  });
});

describe("a schedule's progress and total", () => {
  const counts = (p: number, r: number, paid: number, f: number) => ({
    pending: p,
    processing: r,
    paid,
    failed: f,
  });
  it('reads from the approval, the funds and the lines', () => {
    expect(progressOf({ status: 'pending', waitingFunds: false, counts: counts(3, 0, 0, 0) })).toBe(
      'awaiting_approval',
    );
    expect(progressOf({ status: 'declined', waitingFunds: false, counts: counts(3, 0, 0, 0) })).toBe(
      'declined',
    );
    expect(progressOf({ status: 'approved', waitingFunds: true, counts: counts(3, 0, 0, 0) })).toBe(
      'waiting_funds',
    );
    expect(progressOf({ status: 'approved', waitingFunds: false, counts: counts(3, 0, 0, 0) })).toBe('ready');
    expect(progressOf({ status: 'approved', waitingFunds: false, counts: counts(0, 2, 1, 0) })).toBe(
      'processing',
    );
    expect(progressOf({ status: 'approved', waitingFunds: false, counts: counts(0, 0, 2, 1) })).toBe(
      'failed',
    );
    expect(progressOf({ status: 'approved', waitingFunds: false, counts: counts(0, 0, 3, 0) })).toBe('paid');
  });

  it('adds whole kobo exactly, past what a float keeps', () => {
    expect(sumKobo([24_500_00, '17_000_05'.replace(/_/g, ''), 1n])).toBe(41_500_06n);
    expect(sumKobo([9_007_199_254_740_991, 2])).toBe(9_007_199_254_740_993n);
    expect(sumKobo([])).toBe(0n);
  });
});
