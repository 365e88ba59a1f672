import { describe, expect, it } from 'vitest';
import { approvalLevelLabel, formatDate, formatMoney, formatNaira, initialsOf } from './format.ts';
import { acceptsInput } from './input-filters.ts';
import { toPaging, pagingQuerySchema } from './envelope.ts';

describe('approval level label (spec 1 §4)', () => {
  it('reads Pending at zero or below, otherwise the ordinal and Approver', () => {
    expect(approvalLevelLabel(0)).toBe('Pending');
    expect(approvalLevelLabel(-2)).toBe('Pending');
    expect(approvalLevelLabel(1)).toBe('1st Approver');
    expect(approvalLevelLabel(2)).toBe('2nd Approver');
    expect(approvalLevelLabel(3)).toBe('3rd Approver');
    expect(approvalLevelLabel(4)).toBe('4th Approver');
    expect(approvalLevelLabel(11)).toBe('11th Approver');
    expect(approvalLevelLabel(12)).toBe('12th Approver');
    expect(approvalLevelLabel(21)).toBe('21st Approver');
    expect(approvalLevelLabel(112)).toBe('112th Approver');
  });
});

describe('money and dates', () => {
  it('shows minor units with two decimals and thousands separators in the currency', () => {
    expect(formatMoney(123456789)).toBe('₦1,234,567.89');
    expect(formatMoney(5, 'dollar')).toBe('$0.05');
    expect(formatMoney(-100000, 'pound')).toBe('-£1,000.00');
    expect(formatMoney(0n, 'euro')).toBe('€0.00');
  });
  it('writes money as Intl fr-FR does for a French reader, digit by digit', () => {
    const fr = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 });
    expect(formatMoney(123456789, 'naira', 'fr')).toBe(`${fr.format(1234567.89)}\u00a0₦`);
    expect(formatMoney(123456789, 'naira', 'fr')).toBe('1\u202f234\u202f567,89\u00a0₦');
    expect(formatMoney(-5n, 'euro', 'fr-FR')).toBe('-0,05\u00a0€');
    expect(formatMoney(123456789n, 'naira', 'en')).toBe('₦1,234,567.89');
  });
  it('writes the API’s naira text for a reader without a float, a dash when empty', () => {
    expect(formatNaira('225000.5')).toBe('₦225,000.50');
    expect(formatNaira('-12.05', 'fr')).toBe('-12,05\u00a0₦');
    expect(formatNaira('90071992547409.93')).toBe('₦90,071,992,547,409.93');
    expect(formatNaira(null)).toBe('—');
    expect(formatNaira('n/a')).toBe('n/a');
  });
  it('shows dates day-month-year, NA when empty', () => {
    expect(formatDate('2026-11-22')).toBe('22-11-2026');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22-11-2026');
    expect(formatDate(null)).toBe('NA');
    expect(formatDate('')).toBe('NA');
  });
  it('makes initials', () => {
    expect(initialsOf('adaeze', 'okafor')).toBe('AO');
    expect(initialsOf('Musa', null)).toBe('M');
  });
});

describe('input key filters (spec 1 §5)', () => {
  it.each([
    ['digits', '0123', true],
    ['digits', '12a', false],
    ['letters', 'Ngozi', true],
    ['letters', 'Ngozi Eze', false],
    ['lettersAndSpace', 'Ngozi Eze', true],
    ['lettersAndSpace', 'Ngozi2', false],
    ['lettersDigitsDot', 'v1.2', true],
    ['lettersDigitsDot', 'v1-2', false],
    ['decimal', '12.34', true],
    ['decimal', '12.', true],
    ['decimal', '12.345', false],
    ['decimal', '.5', false],
    ['decimal', '1.2.3', false],
    ['decimal', '', true],
  ] as const)('%s accepts %s: %s', (filter, value, expected) => {
    expect(acceptsInput(filter, value)).toBe(expected);
  });
});

describe('paging', () => {
  it('defaults to page 1 of 5 and accepts both spellings of the page size', () => {
    expect(toPaging(pagingQuerySchema.parse({}))).toEqual({
      page: 1,
      perPage: 5,
      offset: 0,
      search: undefined,
    });
    expect(toPaging(pagingQuerySchema.parse({ page: '3', per_page: '10' }))).toMatchObject({
      perPage: 10,
      offset: 20,
    });
    expect(toPaging(pagingQuerySchema.parse({ perPage: '20', search_query: ' ' }))).toMatchObject({
      perPage: 20,
      search: undefined,
    });
  });
  it('refuses a page size above 100', () => {
    expect(pagingQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
  });
});
