import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYROLL_REPORT_MESSAGES as M,
  type RemittanceSchedule,
  type RemittanceScheduleRow,
} from '@clockroom/contracts';
import { make } from '../../../test/factories.ts';
import { client } from '../../../test/harness.ts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { insertPay, payOf, setRemittanceFields, type PayFixture } from './reports.fixtures.ts';

const f = testFile();
const URL = '/payroll/reports/remittances';
const YEAR = 2031;
const body = { month: 3, year: YEAR };
let admin: TestClient;
const ids: number[] = [];
const pays: PayFixture[] = [];

/** Who each employee is for the bodies: state of residence, PFA, RSA PIN, and their month's pay. */
const PEOPLE = [
  {
    taxState: 'Lagos State',
    pfa: 'Leadway Pensure PFA Ltd',
    rsaPin: 'PEN100200300400',
    paye: 4_000_000,
    at: '2031-03-26T10:00:00+01:00',
  },
  { taxState: 'Abuja', pfa: 'stanbic ibtc', rsaPin: 'PEN12345', paye: 3_000_000 },
  { taxState: null, pfa: 'Unknown Pensions Co', rsaPin: null, paye: 2_000_000, nhf: false },
  { taxState: 'Texas', pfa: null, rsaPin: 'PEN100200300401', paye: 500 },
  { taxState: 'Lagos', pfa: 'LEADWAY', rsaPin: 'PEN100200300402', paye: 0 },
  { taxState: 'Lagos', pfa: 'LEADWAY', rsaPin: 'PEN100200300403', paye: 9_999, status: 'open' as const },
];

const schedule = async (kind: string, extra: object = {}) =>
  dataOf<RemittanceSchedule>(await admin.post(`${URL}/${kind}`, { ...body, ...extra }));
const who = (rows: RemittanceScheduleRow[]) => rows.map((r) => ids.indexOf(r.employee_id));
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

/** Each money total is the sum of its rows and of its groups, to the kobo. */
function expectSums(s: RemittanceSchedule) {
  for (const [key, total] of Object.entries(s.totals)) {
    expect(
      s.reports.reduce((n, r) => n + ((r as Record<string, unknown>)[key] as number), 0),
      key,
    ).toBe(total);
    expect(
      s.groups.reduce((n, g) => n + (g.totals[key] ?? 0), 0),
      key,
    ).toBe(total);
  }
  expect(s.groups.reduce((n, g) => n + g.headcount, 0)).toBe(s.total);
}

beforeAll(async () => {
  admin = await f.as('admin');
  const branch = (await make.branch(admin)).id;
  const demo = await f.companyId('demo');
  for (const [i, p] of PEOPLE.entries()) {
    const e = await make.employee(admin, { first_name: `Remit${i}`, branch_id: branch });
    ids.push(e.id);
    pays.push({
      employeeId: e.id,
      branchId: branch,
      departmentId: null,
      year: YEAR,
      month: 3,
      basic: 20_000_000 + i * 100_000,
      housing: 10_000_000,
      paye: p.paye,
      nhf: p.nhf ?? true,
      status: p.status ?? 'confirmed',
      confirmedAt: p.at ?? null,
    });
  }
  await f.inCompany('demo', async (tx) => {
    for (const [i, p] of PEOPLE.entries()) {
      await setRemittanceFields(tx, demo, ids[i] ?? 0, { ...p, taxId: `TIN-${i}` });
      await insertPay(tx, demo, pays[i] as PayFixture);
    }
    // A company holiday inside the pension's seven working days.
    await tx.execute(sql`INSERT INTO public_holidays (company_id, name, holiday_date)
      VALUES (${demo}, 'Remittance test day', '2031-04-01')`);
  });
});

describe('POST /payroll/reports/remittances/{kind}', () => {
  it('PAYE: by state of residence, FCT to FIRS, no state under Not set, due on the 10th', async () => {
    const s = await schedule('paye');
    expect([s.due_date, s.pay_date, s.total, s.problems]).toEqual(['2031-04-10', '2031-03-26', 4, 2]);
    expect(s.groups.map((g) => [g.key, g.authority, g.headcount, g.recognised])).toEqual([
      ['FCT', 'Federal Inland Revenue Service (FIRS)', 1, true],
      ['Lagos', 'Lagos State Internal Revenue Service', 1, true],
      ['unknown:Texas', null, 1, false],
      [null, null, 1, false],
    ]);
    expect(who(s.reports)).toEqual([1, 0, 3, 2]);
    expect(s.reports[1]).toMatchObject({ state: 'Lagos', tax_id: 'TIN-0', paye_kobo: 4_000_000 });
    expect(s.totals['paye_kobo']).toBe(4_000_000 + 3_000_000 + 2_000_000 + 500);
    expectSums(s);
  });

  it('pension: by PFA with its code, RSA PINs checked, due 7 working days after the pay date', async () => {
    const s = await schedule('pension');
    // Paid Wednesday 26 March; 1 April is a holiday: 27, 28, 31 March, 2, 3, 4 and 7 April.
    expect([s.due_date, s.total, s.problems]).toEqual(['2031-04-07', 5, 3]);
    expect(s.groups.map((g) => [g.key, g.code, g.name, g.headcount])).toEqual([
      ['LEADWAY', 'LEADWAY', 'Leadway Pensure PFA Limited', 2],
      ['STANBICIBTC', 'STANBICIBTC', 'Stanbic IBTC Pension Managers Limited', 1],
      ['unknown:Unknown Pensions Co', null, 'Unknown Pensions Co', 1],
      [null, null, null, 1],
    ]);
    expect(s.reports.map((r) => r.rsa_pin_check)).toEqual(['valid', 'valid', 'invalid', 'missing', 'valid']);
    const first = payOf(pays[0] as PayFixture);
    expect(s.reports[0]).toMatchObject({
      pensionable_pay_kobo: first.pensionable,
      pension_employee_kobo: first.pensionEmployee,
      pension_employer_kobo: first.pensionEmployer,
      pension_total_kobo: first.pensionEmployee + first.pensionEmployer,
    });
    expectSums(s);
  });

  it('NHF for the employees who pay it, NSITF for everyone paid; open rows never', async () => {
    const nhf = await schedule('nhf');
    expect([who(nhf.reports), nhf.due_date]).toEqual([[0, 1, 3, 4], '2031-04-26']);
    expect(nhf.totals['nhf_kobo']).toBe(
      [0, 1, 3, 4].reduce((n, i) => n + payOf(pays[i] as PayFixture).nhf, 0),
    );
    expectSums(nhf);
    const nsitf = await schedule('nsitf', { page: 1, perPage: 2 });
    expect([nsitf.total, nsitf.reports.length, nsitf.due_date]).toEqual([5, 2, '2031-04-30']);
    expect(nsitf.totals['nsitf_kobo']).toBe(pays.slice(0, 5).reduce((n, p) => n + payOf(p).nsitf, 0));
    const none = await schedule('pension', { month: 4 });
    expect([none.total, none.pay_date, none.due_date, none.groups]).toEqual([0, null, null, []]);
  });

  it('answers 422 for an unknown kind or a missing month, 403 without the permission', async () => {
    expectFieldError(await admin.post(`${URL}/vat`, body), 'kind', M.kindInvalid);
    expectFieldError(await admin.post(`${URL}/paye`, { year: YEAR }), 'month', M.monthYearRequired);
    expect((await (await f.as('employee')).post(`${URL}/paye`, body)).statusCode).toBe(403);
  });
});

describe('POST /payroll/reports/remittances/{kind}/download/{format}', () => {
  it('writes the schedule with a subtotal per body, the grand total and the due date', async () => {
    const c = client(f.t, await f.token('admin'));
    const res = await c.post(`${URL}/pension/download/csv`, body);
    expect(res.json(), res.body).toMatchObject({ message: M.downloaded, job_id: null });
    const lines = csvLines((await c.get(`/downloads/${res.json().data as string}`)).body);
    expect(lines[0]).toBe(
      'Pension Fund Administrator,PFA Code,Name,Pin,RSA PIN,RSA PIN Check,Pensionable Pay,' +
        'Pension (Employee),Pension (Employer),Total Pension',
    );
    expect(lines).toHaveLength(1 + 5 + 4 + 1 + 1);
    expect(lines[3]).toContain('Not PEN + 12 digits');
    expect(lines[5]).toMatch(/^Not set,/);
    expect(lines[6]).toMatch(/^Subtotal: Leadway Pensure PFA Limited \(2\),/);
    expect(lines[10]).toMatch(/^Grand Total,/);
    expect(lines[11]).toMatch(/^Due: 07-04-2031,*$/);
  });

  it('writes French when asked, and PDF and XLSX files', async () => {
    const fr = client(f.t, await f.token('admin'), { 'accept-language': 'fr' });
    const csv = await fr.post(`${URL}/paye/download/csv`, body);
    const lines = csvLines((await fr.get(`/downloads/${csv.json().data as string}`)).body);
    expect(lines[0]).toMatch(/^État de résidence,Administration fiscale,Nom,Matricule/);
    expect(lines.at(-1)).toMatch(/^Échéance: 10-04-2031,*$/);
    for (const format of ['pdf', 'xlsx']) {
      const res = await fr.post(`${URL}/nsitf/download/${format}`, body);
      expect((await fr.get(`/downloads/${res.json().data as string}`)).statusCode).toBe(200);
    }
    expectFieldError(await admin.post(`${URL}/nhf/download/doc`, body), 'format', M.formatInvalid);
    expect((await (await f.as('employee')).post(`${URL}/nhf/download/csv`, body)).statusCode).toBe(403);
  });
});
