import { describe, expect, it } from 'vitest';
import { previewInstalment, toKobo } from './instalment-preview.ts';

describe('the loan form’s instalment preview', () => {
  it('gives the issue’s figures for ₦600,000 over 12 months at 12 %', () => {
    expect(previewInstalment(60_000_000n, '12', 12, 'flat')).toEqual({
      monthlyKobo: 5_600_000n,
      totalKobo: 67_200_000n,
      interestKobo: 7_200_000n,
    });
    expect(previewInstalment(60_000_000n, '12', 12, 'reducing')).toEqual({
      monthlyKobo: 5_330_927n,
      totalKobo: 63_971_127n,
      interestKobo: 3_971_127n,
    });
  });

  it('spreads a loan without interest evenly, and gives nothing for what is not a loan', () => {
    expect(previewInstalment(100_000n, '0', 3, 'reducing')?.monthlyKobo).toBe(33_333n);
    expect(previewInstalment(0n, '12', 12, 'flat')).toBeNull();
    expect(previewInstalment(100n, '12', 0, 'flat')).toBeNull();
    expect(previewInstalment(100n, 'x', 1, 'flat')).toBeNull();
  });

  it('reads naira text as kobo', () => {
    expect(toKobo('600,000.5')).toBe(60_000_050n);
    expect(toKobo('abc')).toBeNull();
    expect(toKobo(1500)).toBe(150_000n);
  });
});
