import { describe, expect, it } from 'vitest';
import { monthYearOf, nairaAmount, sumNaira, yearOptions } from './payslip-format.ts';

describe('payslip format', () => {
  it('writes naira text with its sign and two decimals, grouped, without a float', () => {
    expect(nairaAmount('225000.50')).toBe('₦225,000.50');
    expect(nairaAmount('90071992547409.93')).toBe('₦90,071,992,547,409.93');
    expect(nairaAmount('-1000.00')).toBe('-₦1,000.00');
    expect(nairaAmount('0.05')).toBe('₦0.05');
  });
  it('writes it the French way in French', () => {
    expect(nairaAmount('225000.50', 'fr')).toBe('225\u202f000,50\u00a0₦');
    expect(nairaAmount('-1000.00', 'fr')).toBe('-1\u202f000,00\u00a0₦');
  });
  it('adds naira texts exactly', () => {
    expect(sumNaira(['0.10', '0.20'])).toBe('0.30');
    expect(sumNaira(['189467.29', '181654.79'])).toBe('371122.08');
    expect(sumNaira([])).toBe('0.00');
    expect(sumNaira(['-0.05', '0.04'])).toBe('-0.01');
  });
  it('reads the month and year of an address, or nothing', () => {
    expect(monthYearOf({ month: 3, year: 2026 })).toEqual({ month: 3, year: 2026 });
    expect(monthYearOf({ month: '3', year: '2026' })).toEqual({ month: 3, year: 2026 });
    expect(monthYearOf({ month: 3 })).toBeNull();
    expect(monthYearOf({ year: 2026 })).toBeNull();
    expect(monthYearOf({ month: 13, year: 2026 })).toBeNull();
    expect(monthYearOf({ month: 1.5, year: 2026 })).toBeNull();
  });
  it('offers this year and the years with payslips, newest first', () => {
    expect(yearOptions([2024, 2026], 2026)).toEqual([2026, 2024]);
    expect(yearOptions([], 2026)).toEqual([2026]);
  });
});
