import { describe, expect, it } from 'vitest';
import { HISTORY_UPLOAD_COLUMNS, HISTORY_UPLOAD_MESSAGES as M } from '@clockroom/contracts';
import { checkRows, missingColumns, type KnownRecords } from './history-rows.ts';
import { daysInMonth, importedRow } from './history-lines.ts';

/** The template's columns, as a file's header row carries them. */
const HEAD: string[] = [...HISTORY_UPLOAD_COLUMNS];
const known: KnownRecords = {
  byPin: new Map([
    ['0001', 1],
    ['0002', 2],
  ]),
  byEmail: new Map([['ada@demo.example', 3]]),
  takenMonths: new Set(['2-2026-1']),
  currentMonth: '2026-03',
};
const sheet = (rows: Record<string, string>[], headers = HEAD) => ({
  headers,
  rows: rows.map((cells, i) => ({ line: i + 2, cells })),
});
const row = (extra: Record<string, string> = {}) => ({
  employee: '0001',
  year: '2026',
  month: '1',
  gross_pay: '250,000',
  taxable_pay: '',
  pension_employee: '8000',
  nhf: '',
  nhis: '',
  paye: '24500',
  net_pay: '217500',
  ...extra,
});

/** The errors a check lists, written line by line: each line's fields in the order they are checked. */
const errorsByLine = (lines: Record<number, Record<string, string>>) =>
  Object.entries(lines).flatMap(([line, fields]) =>
    Object.entries(fields).map(([field, message]) => ({ row: Number(line), field, message })),
  );

describe('payment history rows', () => {
  it('reads a good row into kobo, blank taxable pay as gross and blanks as 0', () => {
    const checked = checkRows(sheet([row({ employee: 'ADA@demo.example' })]), known);
    expect(checked.errors).toEqual([]);
    expect(checked.entries).toEqual([
      {
        line: 2,
        employeeId: 3,
        year: 2026,
        month: 1,
        grossKobo: 25_000_000,
        taxableKobo: 25_000_000,
        pensionKobo: 800_000,
        nhfKobo: 0,
        nhisKobo: 0,
        payeKobo: 2_450_000,
        netKobo: 21_750_000,
        components: [],
      },
    ]);
    expect(missingColumns(['employee', 'year'])).toEqual(HEAD.slice(2));
  });

  it('names each problem by line and column, and keeps nothing of a bad row', () => {
    const checked = checkRows(
      sheet([
        row({ employee: '', year: '26', month: '13', gross_pay: '', net_pay: 'x' }),
        row({ employee: '9999', paye: '-1', taxable_pay: '1.005' }),
        row({ month: '4' }),
        row({ taxable_pay: '300000', net_pay: '250000' }),
        row({ employee: '0002' }),
      ]),
      known,
    );
    expect(checked.entries).toEqual([]);
    expect(checked.errors).toEqual(
      errorsByLine({
        2: {
          employee: M.employeeRequired,
          year: M.yearInvalid,
          month: M.monthInvalid,
          gross_pay: M.grossRequired,
          net_pay: M.amountInvalid,
        },
        3: { employee: M.employeeUnknown, taxable_pay: M.amountInvalid, paye: M.amountInvalid },
        4: { month: M.monthAhead },
        5: { taxable_pay: M.taxableAboveGross, net_pay: M.netAboveGross },
        6: { month: M.monthTaken },
      }),
    );
  });

  it('refuses a second row for the same employee and month', () => {
    const checked = checkRows(sheet([row(), row({ gross_pay: '260000' })]), known);
    expect(checked.entries.map((e) => e.line)).toEqual([2]);
    expect(checked.errors).toEqual([{ row: 3, field: 'month', message: M.repeatedInFile }]);
  });

  it('takes other columns as components by code and refuses components above gross', () => {
    const headers = [...HEAD, 'basic', 'housing', 'other_allowance'];
    const checked = checkRows(
      sheet(
        [
          row({ basic: '100000', housing: '75000', other_allowance: '' }),
          row({ month: '2', basic: '300000' }),
        ],
        headers,
      ),
      known,
    );
    expect(checked.components).toEqual(['BASIC', 'HOUSING', 'OTHER_ALLOWANCE']);
    expect(checked.entries[0]?.components).toEqual([
      { code: 'BASIC', amountKobo: 10_000_000 },
      { code: 'HOUSING', amountKobo: 7_500_000 },
    ]);
    expect(checked.errors).toEqual([{ row: 3, field: 'gross_pay', message: M.componentsAboveGross }]);
  });
});

describe('an imported month’s lines', () => {
  const breakdowns = new Map([
    ['BASIC', { name: 'Basic', componentType: 'basic', isTaxable: true, isPensionable: true }],
    ['HOUSING', { name: 'Housing', componentType: 'housing', isTaxable: true, isPensionable: true }],
  ]);
  const entry = {
    line: 2,
    employeeId: 1,
    year: 2026,
    month: 2,
    grossKobo: 25_000_000,
    taxableKobo: 25_000_000,
    pensionKobo: 1_400_000,
    nhfKobo: 250_000,
    nhisKobo: 0,
    payeKobo: 2_450_000,
    netKobo: 20_000_000,
    components: [
      { code: 'BASIC', amountKobo: 10_000_000 },
      { code: 'HOUSING', amountKobo: 7_500_000 },
      { code: 'OTHER_ALLOWANCE', amountKobo: 500_000 },
    ],
  };

  it('builds components, the rest of gross, the statutory lines and other deductions that make net', () => {
    const row = importedRow(entry, breakdowns);
    expect(row.lines.map((l) => [l.kind, l.code, l.name, l.amount_kobo, l.taxable, l.pensionable])).toEqual([
      ['component', 'BASIC', 'Basic', '10000000', true, true],
      ['component', 'HOUSING', 'Housing', '7500000', true, true],
      ['component', 'OTHER_ALLOWANCE', 'Other allowance', '500000', true, false],
      ['component', 'IMPORTED_PAY', 'Other pay', '7000000', true, false],
      ['statutory', 'PAYE', 'PAYE', '2450000', false, false],
      ['statutory', 'PENSION', 'Pension', '1400000', false, false],
      ['statutory', 'NHF', 'NHF', '250000', false, false],
      ['deduction', 'OTHER_DEDUCTIONS', 'Other deductions', '900000', false, false],
    ]);
    expect(row).toMatchObject({
      basicKobo: 10_000_000,
      pensionableKobo: 17_500_000,
      eligibleDeductionsKobo: 1_650_000,
      otherDeductionsKobo: 900_000,
    });
    const gross = row.lines
      .filter((l) => l.kind === 'component')
      .reduce((s, l) => s + Number(l.amount_kobo), 0);
    const taken = row.lines
      .filter((l) => l.kind !== 'component')
      .reduce((s, l) => s + Number(l.amount_kobo), 0);
    expect(gross - taken).toBe(entry.netKobo);
  });

  it('shows gross pay as one line when the file has no components', () => {
    const row = importedRow({ ...entry, components: [], netKobo: 20_900_000 }, breakdowns);
    expect(row.lines[0]).toMatchObject({ code: 'IMPORTED_PAY', name: 'Gross pay', amount_kobo: '25000000' });
    expect(row.otherDeductionsKobo).toBe(0);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });
});
