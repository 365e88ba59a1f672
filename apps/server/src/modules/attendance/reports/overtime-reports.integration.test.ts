import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/harness.ts';
import { dataOf, testFile } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';
import { makeOvertime } from '../overtime/records/overtime-records.fixtures.ts';

/** The overtime and overtime_summary report types (ADR 38), on screen and in files. */
const f = testFile();
const JULY = { date_from: '2019-07-01', date_to: '2019-07-31' };
let demo = 0;
const person = { ada: 0, bola: 0, employee: 0 };

interface Row {
  employee_details: { id: number; name: string };
  [field: string]: unknown;
}
interface Page {
  results: Row[];
  total: number;
  totals: Record<string, number>;
}

const report = async (type: string, body: object, mine = false, who: 'admin' | 'employee' = 'admin') =>
  dataOf<Page>(
    await (await f.as(who)).post(`/attendance/${mine ? 'me/' : ''}reports/${type}`, { ...JULY, ...body }),
  );
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

beforeAll(async () => {
  demo = await f.companyId('demo');
  const admin = await f.as('admin');
  person.ada = (await make.employee(admin, { first_name: 'Adaora' })).id;
  person.bola = (await make.employee(admin, { first_name: 'Bolade' })).id;
  person.employee = dataOf<{ employee: { id: number } }>(
    await (await f.as('employee')).get('/user'),
  ).employee.id;
  const make1 = (employeeId: number, day: string, o: object = {}) =>
    makeOvertime(f.t, demo, { employeeId, day, ...o });
  await make1(person.ada, '2019-07-01', { status: 'approved' }); // 90 min, ₦2,812.50
  await make1(person.ada, '2019-07-02', { minutes: 270, amountKobo: 843_750 }); // pending
  await make1(person.ada, '2019-07-06', { status: 'rejected', minutes: 60, amountKobo: 187_500 }); // a Saturday
  await make1(person.bola, '2019-07-03', { minutes: 30, amountKobo: 93_750, status: 'approved' });
  await make1(person.employee, '2019-07-04');
});

describe('the overtime report', () => {
  it('has one row a record, with its times, minutes, hours, amount in kobo and status', async () => {
    const page = await report('overtime', { employee_id: person.ada });
    expect(page.total).toBe(3);
    expect(page.results.map((r) => r['checkdate'])).toEqual(['2019-07-01', '2019-07-02', '2019-07-06']);
    expect(page.results[0]).toMatchObject({
      employee_details: { id: person.ada },
      start_time: '17:30',
      end_time: '19:00',
      actual_overtime: 90,
      overtime_in_hour: '1.50',
      amount_kobo: 281_250,
      status: 'Approved',
    });
    expect(page.results[1]).toMatchObject({ overtime_in_hour: '4.50', status: 'Pending' });
    expect(page.totals).toEqual({ actual_overtime: 420, amount_kobo: 1_312_500 });
  });

  it('pages, leaves out weekends when asked, and keeps its totals over the whole report', async () => {
    const second = await report('overtime', { employee_id: person.ada, per_page: 1, page: 2 });
    expect(second).toMatchObject({ total: 3, totals: { actual_overtime: 420 } });
    expect(second.results.map((r) => r['checkdate'])).toEqual(['2019-07-02']);
    const weekdays = await report('overtime', { employee_id: person.ada, exclude_weekend: true });
    expect(weekdays.total).toBe(2);
  });

  it('gives an employee their own records only', async () => {
    const mine = await report('overtime', { employee_id: person.ada }, true, 'employee');
    expect(mine.results.map((r) => r.employee_details.id)).toEqual([person.employee]);
  });
});

describe('the overtime summary report', () => {
  it('totals each employee: records and minutes that count, approved and pending amounts', async () => {
    const page = await report('overtime_summary', { search_query: 'Adaora' });
    expect(page.total).toBe(1);
    expect(page.results[0]).toMatchObject({
      employee_details: { id: person.ada },
      records: 2,
      actual_overtime: 360,
      overtime_in_hour: '6.00',
      approved_amount_kobo: 281_250,
      pending_amount_kobo: 843_750,
    });
    const both = await report('overtime_summary', { per_page: 100 });
    const ids = both.results.map((r) => r.employee_details.id);
    expect(ids).toEqual(expect.arrayContaining([person.ada, person.bola, person.employee]));
    expect(both.totals['approved_amount_kobo']).toBeGreaterThanOrEqual(281_250 + 93_750);
  });
});

describe('overtime report files', () => {
  it('writes the overtime report as CSV with French headings, naira and dates dd-MM-yyyy', async () => {
    const as = client(f.t, await f.token('admin'), { 'accept-language': 'fr-FR,fr;q=0.9' });
    const res = await as.post('/attendance/reports/overtime/download/csv', {
      ...JULY,
      employee_id: person.ada,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = csvLines((await as.get(`/downloads/${res.json().data as string}`)).body);
    expect(lines[0]).toBe(
      'Nom,PIN,Département,Agence,Date,Début,Fin,Heures sup. (minutes),Heures sup. (heures),Montant,Statut',
    );
    expect(lines[1]).toContain(',01-07-2019,17:30,19:00,90,1.50,2812.50,Approved');
    expect(lines).toHaveLength(5); // headings, three records, the totals row
    expect(lines[4]).toContain('420');
    expect(lines[4]).toContain('13125.00');
  });

  it('writes the summary in English with its title’s columns', async () => {
    const as = await f.as('admin');
    const res = await as.post('/attendance/reports/overtime_summary/download/csv', {
      ...JULY,
      employee_id: person.ada,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = csvLines((await as.get(`/downloads/${res.json().data as string}`)).body);
    expect(lines[0]).toBe(
      'Name,Pin,Department,Branch,Records,Overtime (Minutes),Overtime (Hours),Approved Amount,Pending Amount',
    );
    expect(lines[1]).toContain(',2,360,6.00,2812.50,8437.50');
  });

  it('answers the spec’s refusal for a type it does not know', async () => {
    const res = await (await f.as('admin')).post('/attendance/reports/overtimes', JULY);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Report Type overtimes not Supported.');
  });
});
