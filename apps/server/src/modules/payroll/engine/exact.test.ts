import { describe, expect, it } from 'vitest';
import { Exact } from './exact.ts';

describe('Exact', () => {
  it('reads decimals exactly and rounds once, half away from zero', () => {
    expect(Exact.decimal('0.1').add(Exact.decimal('0.2')).cmp(Exact.decimal('0.3'))).toBe(0);
    expect(Exact.of(5n, 2n).roundHalfUp()).toBe(3n);
    expect(Exact.of(-5n, 2n).roundHalfUp()).toBe(-3n);
    expect(Exact.of(7n, 3n).roundHalfUp()).toBe(2n);
    expect(Exact.percent('2.5').mul(Exact.of(100000n)).roundHalfUp()).toBe(2500n);
  });
  it('prints decimals', () => {
    expect(Exact.decimal('1.005').toFixed(2)).toBe('1.01');
  });
  it('refuses what is not a decimal', () => {
    expect(() => Exact.decimal('1e3')).toThrow();
    expect(() => Exact.decimal('')).toThrow();
    expect(() => Exact.of(1n, 0n)).toThrow();
  });
});
