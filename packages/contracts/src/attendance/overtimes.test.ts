import { describe, expect, it } from 'vitest';
import { OVERTIME_MESSAGES, OVERTIME_MESSAGES_FR } from './overtimes-messages.ts';
import { koboToNaira, minutesToHours, overtimeListQuerySchema } from './overtimes.ts';

describe('overtime figures', () => {
  it('writes kobo as naira with two decimals, exactly', () => {
    expect(koboToNaira(281_250)).toBe('2812.50');
    expect(koboToNaira(843_750)).toBe('8437.50');
    expect(koboToNaira(0)).toBe('0.00');
    expect(koboToNaira(5)).toBe('0.05');
    expect(koboToNaira(-5)).toBe('-0.05');
    expect(koboToNaira(100)).toBe('1.00');
    // Far beyond a float's cents: still exact.
    expect(koboToNaira(9_007_199_254_740_991)).toBe('90071992547409.91');
  });

  it('writes minutes as hours with two decimals, rounded half up once', () => {
    expect(minutesToHours(90)).toBe('1.50');
    expect(minutesToHours(270)).toBe('4.50');
    expect(minutesToHours(70)).toBe('1.17');
    expect(minutesToHours(1)).toBe('0.02');
    expect(minutesToHours(2)).toBe('0.03');
    expect(minutesToHours(0)).toBe('0.00');
    expect(minutesToHours(60)).toBe('1.00');
    expect(minutesToHours(6_000)).toBe('100.00');
  });
});

describe('overtime list query', () => {
  it('takes both paging spellings, the dates, the status and the scope', () => {
    const q = overtimeListQuerySchema.parse({
      page: '2',
      per_page: '10',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      status: 'pending',
      scope: 'mine',
    });
    expect(q).toMatchObject({ page: 2, per_page: 10, status: 'pending', scope: 'mine' });
    expect(overtimeListQuerySchema.parse({ perPage: '20', status: '' })).toMatchObject({ perPage: 20 });
  });

  it('refuses a range that ends before it starts, and an unknown status', () => {
    const range = overtimeListQuerySchema.safeParse({ start_date: '2026-03-02', end_date: '2026-03-01' });
    expect(range.error?.issues[0]).toMatchObject({
      path: ['end_date'],
      message: OVERTIME_MESSAGES.rangeOrder,
    });
    const status = overtimeListQuerySchema.safeParse({ status: 'done' });
    expect(status.error?.issues[0]?.message).toBe(OVERTIME_MESSAGES.statusInvalid);
  });
});

describe('overtime messages', () => {
  it('has French for every message', () => {
    for (const key of Object.keys(OVERTIME_MESSAGES) as (keyof typeof OVERTIME_MESSAGES)[])
      expect(OVERTIME_MESSAGES_FR[key], key).toBeTruthy();
  });
});
