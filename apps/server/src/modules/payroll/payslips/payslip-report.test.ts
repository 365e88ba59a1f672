import { describe, expect, it } from 'vitest';
import type { ScheduleLine } from '../schedule/pay-item-source.ts';
import { buildPayslip, groupedNaira, nairaText, sectionOf, type PayslipRow } from './payslip-report.ts';
import { payslipPassword } from './payslip-password.ts';

const line = (kind: ScheduleLine['kind'], code: string, kobo: string, employer = false): ScheduleLine => ({
  kind,
  code,
  name: code === 'PAYE' ? 'PAYE tax' : code,
  amount_kobo: kobo,
  taxable: true,
  pensionable: false,
  source: 'package',
  ...(employer ? { employer: true } : {}),
});

const row = (month: number, lines: ScheduleLine[], gross: bigint, net: bigint): PayslipRow => ({
  month,
  grossKobo: gross,
  netKobo: net,
  lines,
});

describe('payslip sections', () => {
  it('puts components and allowances under allowances, benefits and overtime under benefits', () => {
    expect(sectionOf({ kind: 'component' })).toBe('allowances');
    expect(sectionOf({ kind: 'allowance' })).toBe('allowances');
    expect(sectionOf({ kind: 'benefit' })).toBe('benefits');
    expect(sectionOf({ kind: 'overtime' })).toBe('benefits');
  });
  it('takes statutory deductions, deductions and loans, never what the employer pays', () => {
    expect(sectionOf({ kind: 'statutory' })).toBe('deductions');
    expect(sectionOf({ kind: 'deduction' })).toBe('deductions');
    expect(sectionOf({ kind: 'loan_repayment' })).toBe('deductions');
    expect(sectionOf({ kind: 'statutory', employer: true })).toBeNull();
  });
});

describe('buildPayslip', () => {
  const january = row(
    1,
    [
      line('component', 'BASIC', '10000000'),
      line('benefit', 'BONUS', '5000050'),
      line('statutory', 'PAYE', '1000001'),
    ],
    15000050n,
    14000049n,
  );
  const february = row(
    2,
    [
      line('component', 'BASIC', '10000000'),
      line('overtime', 'OVERTIME', '281250'),
      line('statutory', 'PAYE', '999999'),
      line('statutory', 'PENSION_EMPLOYER', '1000000', true),
    ],
    10281250n,
    9281251n,
  );

  it('is null for a month without a row', () => {
    expect(buildPayslip([january], 2)).toBeNull();
  });

  it('adds the year to date by code, to the kobo, and shows earlier lines at 0 this month', () => {
    const p = buildPayslip([january, february], 2);
    expect(p?.sections.allowances.lines).toEqual([
      { code: 'BASIC', name: 'BASIC', currentKobo: 10000000n, yearToDateKobo: 20000000n },
    ]);
    expect(p?.sections.benefits.lines).toEqual([
      { code: 'OVERTIME', name: 'OVERTIME', currentKobo: 281250n, yearToDateKobo: 281250n },
      { code: 'BONUS', name: 'BONUS', currentKobo: 0n, yearToDateKobo: 5000050n },
    ]);
    expect(p?.sections.deductions.currentKobo).toBe(999999n);
    expect(p?.sections.deductions.yearToDateKobo).toBe(2000000n);
    expect(p?.gross).toEqual({ currentKobo: 10281250n, yearToDateKobo: 25281300n });
    expect(p?.net).toEqual({ currentKobo: 9281251n, yearToDateKobo: 23281300n });
  });

  it('leaves later months out of the year to date', () => {
    const p = buildPayslip([january, february], 1);
    expect(p?.sections.allowances.yearToDateKobo).toBe(10000000n);
    expect(p?.sections.benefits.lines.map((l) => l.code)).toEqual(['BONUS']);
  });

  it('never lists the employer contributions', () => {
    const p = buildPayslip([february], 2);
    expect(p?.sections.deductions.lines.map((l) => l.code)).toEqual(['PAYE']);
  });
});

describe('money text', () => {
  it('writes kobo as naira exactly, past 2^53', () => {
    expect(nairaText(2450000n)).toBe('24500.00');
    expect(nairaText(5n)).toBe('0.05');
    expect(nairaText(-5n)).toBe('-0.05');
    expect(nairaText(900719925474099312n)).toBe('9007199254740993.12');
  });
  it('groups thousands for the PDF', () => {
    expect(groupedNaira('1234567.50')).toBe('1,234,567.50');
    expect(groupedNaira('999.00')).toBe('999.00');
    expect(groupedNaira('-1000.10')).toBe('-1,000.10');
  });
});

describe('payslip password', () => {
  it('is the date of birth as DDMMYYYY', () => {
    expect(payslipPassword({ dateOfBirth: '1990-03-25', pin: '0007' })).toEqual({
      kind: 'birth_date',
      password: '25031990',
    });
  });
  it('is the PIN without a date of birth, and nothing without either', () => {
    expect(payslipPassword({ dateOfBirth: null, pin: ' 0007 ' })).toEqual({ kind: 'pin', password: '0007' });
    expect(payslipPassword({ dateOfBirth: null, pin: '  ' })).toBeNull();
  });
});
