import { describe, expect, it } from 'vitest';
import { amountText, decimalToMinor, localDateTimeText, minutesText } from './amount-text.ts';
import { daysFit, monthInputs, monthlyWorkdays, weekdaysOf } from './month-days.ts';

describe('overtime amounts', () => {
  it('reads the server decimal digit by digit', () => {
    expect(decimalToMinor('2812.50')).toBe(281250n);
    expect(decimalToMinor('2812.5')).toBe(281250n);
    expect(decimalToMinor('8437')).toBe(843700n);
    expect(decimalToMinor('0.07')).toBe(7n);
    expect(decimalToMinor('-12.30')).toBe(-1230n);
    expect(decimalToMinor('12.345')).toBeNull();
    expect(decimalToMinor('abc')).toBeNull();
    expect(decimalToMinor(null)).toBeNull();
  });
  it('formats naira with separators and two decimals', () => {
    expect(amountText('2812.5')).toBe('₦2,812.50');
    expect(amountText('1234567.89')).toBe('₦1,234,567.89');
    expect(amountText('0')).toBe('₦0.00');
    expect(amountText(null)).toBe('—');
  });
  it('shows company times day first', () => {
    expect(localDateTimeText('2026-03-02 18:10')).toBe('02-03-2026 18:10');
    expect(localDateTimeText('2026-03-02')).toBe('02-03-2026');
    expect(localDateTimeText(null)).toBe('—');
  });
  it('says minutes as hours and minutes', () => {
    expect(minutesText(90)).toBe('1 h 30 min');
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(120)).toBe('2 h');
  });
});

describe('monthly workdays', () => {
  it('fills twelve inputs from what was saved', () => {
    expect(monthInputs([{ month_id: 3, days: 22 }])).toEqual([0, 0, 22, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
  it('leaves months with 0 days out', () => {
    expect(monthlyWorkdays([0, 20, 22, null, 0, 0, 0, 0, 0, 0, 0, 31])).toEqual([
      { month_id: 2, days: 20 },
      { month_id: 3, days: 22 },
      { month_id: 12, days: 31 },
    ]);
  });
  it('allows 0 to the month longest length, February 29', () => {
    expect(daysFit(2, 29)).toBe(true);
    expect(daysFit(2, 30)).toBe(false);
    expect(daysFit(4, 31)).toBe(false);
    expect(daysFit(1, 31)).toBe(true);
    expect(daysFit(1, -1)).toBe(false);
  });
  it('counts the weekdays of each month', () => {
    // 2026: January has 22 weekdays, February 20, March 22.
    expect(weekdaysOf(2026).slice(0, 3)).toEqual([22, 20, 22]);
    expect(weekdaysOf(2024)[1]).toBe(21);
  });
});
