import { describe, expect, it } from 'vitest';
import { chartUnit, inUnit, monthsWithPay } from './chart-scale.ts';
import { moneyText, nairaTextIn } from './money-text.ts';

describe('payroll money for a reader', () => {
  it('writes naira to the kobo in English and in French, without a float', () => {
    expect(moneyText(123456789n, 'en')).toBe('₦1,234,567.89');
    expect(moneyText(123456789n, 'fr')).toBe('1\u202f234\u202f567,89\u00a0₦');
    expect(moneyText(-5, 'en')).toBe('-₦0.05');
    expect(moneyText(-5, 'fr')).toBe('-0,05\u00a0₦');
    // Past 2^53 kobo a float would lose the last digits; a bigint keeps them.
    expect(moneyText(900719925474099312n, 'en')).toBe('₦9,007,199,254,740,993.12');
  });

  it('reads the API’s naira text exactly', () => {
    expect(nairaTextIn('-205500.00', 'en')).toBe('-₦205,500.00');
    expect(nairaTextIn('12.345', 'en')).toBe('12.345');
    expect(nairaTextIn('1234567.05', 'en')).toBe('₦1,234,567.05');
    expect(nairaTextIn('0.00', 'fr')).toBe('0,00\u00a0₦');
    expect(nairaTextIn('n/a', 'fr')).toBe('n/a');
  });
});

describe('the dashboard’s charts', () => {
  it('draw in a unit that keeps labels to four digits', () => {
    const unit = chartUnit([1_740_000_000, 19_282_500_00]);
    expect(unit.key).toBe('million');
    expect(inUnit(19_282_500_00, unit)).toBe(19.3);
    expect(inUnit(1_740_000_00, unit)).toBe(1.74);
    expect(chartUnit([99_999]).key).toBe('naira');
    expect(chartUnit([0]).key).toBe('naira');
    expect(inUnit(123_456_789_00, chartUnit([123_456_789_00]))).toBe(123);
  });

  it('show the months from the first with pay to the last', () => {
    const months = [0, 0, 5, 0, 6, 0, 0].map((headcount, i) => ({ month: i + 1, headcount }));
    expect(monthsWithPay(months).map((m) => m.month)).toEqual([3, 4, 5]);
    expect(monthsWithPay(months.map((m) => ({ ...m, headcount: 0 })))).toHaveLength(7);
  });
});
