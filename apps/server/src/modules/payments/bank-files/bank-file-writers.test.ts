import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeBankFile, type BankFileLine } from './index.ts';
import { NARRATION_MAX } from './bank-file-writers.ts';
import { koboText, portalText, truncate } from './bank-file-text.ts';

/** The expected files were written by hand (fixtures/), byte for byte: BOM, CRLF, quoting. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const line = (over: Partial<BankFileLine>): BankFileLine => ({
  reference: 'REF',
  employeePin: '101',
  employeeName: 'Employee',
  beneficiaryName: 'EMPLOYEE',
  accountNumber: '0123456789',
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  amountKobo: 100,
  narration: 'May 2026 salary',
  ...over,
});

const schedule = {
  transactionId: 'TRX-202605-0001',
  scheduleName: 'Lagos HQ',
  paymentDate: '2026-05-29',
  lines: [
    line({
      reference: 'TRX-202605-0001-1',
      employeeName: 'Adéwálé Ògúnlànà',
      beneficiaryName: 'ADEWALE OGUNLANA',
      amountKobo: 25_000_000,
    }),
    line({
      reference: 'TRX-202605-0001-2',
      employeePin: '102',
      employeeName: 'Okafor, Chidi',
      beneficiaryName: 'OKAFOR, CHIDI "CJ"',
      accountNumber: '0690000031',
      bankCode: '044',
      bankName: 'Access Bank',
      amountKobo: 18_765_405,
    }),
    line({
      reference: 'TRX-202605-0001-3',
      employeePin: '103',
      employeeName: 'Bello Musa',
      beneficiaryName: '=HYPERLINK(1)',
      accountNumber: '1010101010',
      bankCode: '057',
      bankName: 'Zenith Bank',
      amountKobo: 1,
    }),
  ],
};

/** The amounts of a CSV's data rows, in kobo, read back exactly (no float). */
const koboOf = (text: string) => {
  const [naira, kobo] = text.split('.');
  return BigInt(naira ?? '0') * 100n + BigInt(kobo ?? '0');
};

describe('generic CSV', () => {
  it('matches the hand-made file: BOM, CRLF, quoting, formula guard and the total row', () => {
    const file = writeBankFile('generic_csv', schedule);
    expect(file.body).toBe(fixture('generic.csv'));
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.fileName).toBe('trx-202605-0001-lagos-hq-2026-05-29-payments.csv');
  });

  it('totals the lines exactly, even past what a float adds up right', () => {
    const lines = Array.from({ length: 1000 }, (_, i) =>
      line({ reference: `R${i}`, amountKobo: 10 + (i % 7) }),
    );
    const body = writeBankFile('generic_csv', { ...schedule, lines }).body;
    const rows = body.trim().split('\r\n');
    const amounts = rows.slice(1, -1).map((r) => koboOf(r.split(',')[7] ?? ''));
    const total = koboOf(rows.at(-1)?.split(',')[7] ?? '');
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(total);
    expect(total).toBe(BigInt(lines.reduce((a, l) => a + l.amountKobo, 0)));
  });

  it('writes an empty schedule as its header and a zero total', () => {
    const body = writeBankFile('generic_csv', { ...schedule, lines: [] }).body;
    expect(body.split('\r\n')[1]).toBe('Total (0 payments),,,,,,,0.00,,2026-05-29,TRX-202605-0001,Lagos HQ');
  });
});

describe('bank bulk-payment CSV', () => {
  it('matches the hand-made file: ASCII, no BOM, CRLF, quoted commas and quotes', () => {
    const file = writeBankFile('bank_bulk_csv', schedule);
    expect(file.body).toBe(fixture('bulk.csv'));
    expect(file.contentType).toBe('text/csv; charset=us-ascii');
    expect(file.fileName).toBe('trx-202605-0001-lagos-hq-2026-05-29-bulk.csv');
    expect(/^[\x20-\x7e\r\n]*$/.test(file.body)).toBe(true);
  });

  it('cuts the narration at 100 characters and keeps it one line', () => {
    const long = `Salary for May 2026,\nwith a "bonus" ${'x'.repeat(200)}`;
    const body = writeBankFile('bank_bulk_csv', { ...schedule, lines: [line({ narration: long })] }).body;
    const row = body.split('\r\n')[1] ?? '';
    const narration = row.slice(row.indexOf('1.00,') + 5);
    const unquoted = narration.slice(1, -1).replace(/""/g, '"');
    expect(narration.startsWith('"')).toBe(true);
    expect(unquoted).toHaveLength(NARRATION_MAX);
    expect(unquoted.startsWith('Salary for May 2026, with a "bonus" xxx')).toBe(true);
  });

  it('keeps digits only in account numbers and bank codes, and the employee name when no beneficiary', () => {
    const body = writeBankFile('bank_bulk_csv', {
      ...schedule,
      lines: [
        line({
          accountNumber: '012 345-6789',
          bankCode: ' 058 ',
          beneficiaryName: ' ',
          employeeName: 'Ngozi Eze',
        }),
      ],
    }).body;
    expect(body.split('\r\n')[1]).toBe('REF,Ngozi Eze,0123456789,058,1.00,May 2026 salary');
  });
});

describe('the shared pieces', () => {
  it('writes kobo as naira with two decimals, exactly', () => {
    expect(koboText(0n)).toBe('0.00');
    expect(koboText(5n)).toBe('0.05');
    expect(koboText(123456789012345678n)).toBe('1234567890123456.78');
  });

  it('refuses an amount that is not whole kobo above zero, and a bad date', () => {
    for (const amountKobo of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2])
      expect(() => writeBankFile('bank_bulk_csv', { ...schedule, lines: [line({ amountKobo })] })).toThrow();
    expect(() => writeBankFile('generic_csv', { ...schedule, paymentDate: '29/05/2026' })).toThrow();
  });

  it('folds accents and drops what a portal cannot read', () => {
    expect(portalText('  Ọlá  Adébáyọ̀\t\n№ 5 ')).toBe('Ola Adebayo No 5');
    expect(portalText('Ọ̀ṣun 中 state')).toBe('Osun state');
    expect(portalText('+2348012345678')).toBe('2348012345678');
    expect(truncate('😀😀😀', 2)).toBe('😀😀');
  });
});
