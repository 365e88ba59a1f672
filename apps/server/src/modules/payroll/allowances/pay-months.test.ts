import { describe, expect, it } from 'vitest';
import { codeFromName, monthStart, toPayMonth } from '@clockroom/contracts';

describe('payroll months and codes of the allowances', () => {
  it('read a month or a date as YYYY-MM, and refuse anything else', () => {
    expect(toPayMonth('2026-03')).toBe('2026-03');
    expect(toPayMonth(' 2026-03-31 ')).toBe('2026-03');
    expect(toPayMonth('2026-13')).toBeUndefined();
    expect(toPayMonth('1999-12')).toBeUndefined();
    expect(toPayMonth('March')).toBeUndefined();
    expect(toPayMonth(202603)).toBeUndefined();
    expect(monthStart('2026-03')).toBe('2026-03-01');
  });
  it('make a code from a name when none is given', () => {
    expect(codeFromName('Hazard pay!')).toBe('HAZARD_PAY');
    expect(codeFromName('  13th-month bonus ')).toBe('13TH_MONTH_BONUS');
    expect(codeFromName('***')).toBe('ALLOWANCE');
    expect(codeFromName('x'.repeat(40))).toHaveLength(30);
  });
});
