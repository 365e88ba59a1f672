import { describe, expect, it } from 'vitest';
import { addOneMonth, addWorkingDays, monthEnd, remittanceDueDate } from './due-dates.ts';

const march = { year: 2026, month: 3 };

describe('remittance due dates', () => {
  it('PAYE is due on the 10th of the next month, December rolling into January', () => {
    expect(remittanceDueDate('paye', march, '2026-03-27', [])).toBe('2026-04-10');
    expect(remittanceDueDate('paye', { year: 2026, month: 12 }, '2026-12-24', [])).toBe('2027-01-10');
  });

  it('pension is due 7 working days after the pay date, skipping weekends and holidays', () => {
    // Friday 27 March 2026: Mon 30, Tue 31, Wed 1, Thu 2, Fri 3, Mon 6, Tue 7 April.
    expect(remittanceDueDate('pension', march, '2026-03-27', [])).toBe('2026-04-07');
    const easter = [
      { date: '2026-04-03', recurring: false },
      { date: '2020-04-06', recurring: false },
      { date: '1999-03-31', recurring: true },
    ];
    // Good Friday 3 April and the recurring 31 March skipped; a past year's 6 April does not count.
    expect(addWorkingDays('2026-03-27', 7, easter)).toBe('2026-04-09');
  });

  it('NHF is due a month after the pay date, NSITF at the end of the next month', () => {
    expect(remittanceDueDate('nhf', march, '2026-03-27', [])).toBe('2026-04-27');
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
    expect(addOneMonth('2028-01-31')).toBe('2028-02-29');
    expect(addOneMonth('2026-12-15')).toBe('2027-01-15');
    expect(remittanceDueDate('nsitf', march, '2026-03-27', [])).toBe('2026-04-30');
    expect(monthEnd(2026, 2)).toBe('2026-02-28');
  });
});
