import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HISTORY_UPLOAD_MESSAGES as M,
  type HistoryCheck,
  type HistoryUpload,
  type HistoryUploadRow,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type Persona } from '../../../../test/kit.ts';

const BASE = '/payroll/salarymanagement/settings/upload-payment-history';
const HEAD = 'employee,year,month,gross_pay,taxable_pay,pension_employee,nhf,nhis,paye,net_pay';
const f = testFile();
let staff: { pin: string; email: string }[] = [];

beforeAll(async () => {
  staff = await f.inCompany('demo', async (tx) => {
    const r = await tx.execute<{ pin: string; email: string }>(
      sql`SELECT pin, email FROM employees WHERE email IS NOT NULL AND pin IS NOT NULL ORDER BY id LIMIT 4`,
    );
    return r.rows;
  });
});

/** A multipart body with text fields first, then the file, as browsers send forms. */
async function send(
  url: string,
  file: { name: string; bytes: Buffer | string },
  fields: Record<string, string> = {},
  as: Persona = 'admin',
) {
  const boundary = '----clockroomhistory';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return f.t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${await f.token(as)}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  });
}

const csv = (...lines: string[]) => ({ name: 'history.csv', bytes: [HEAD + ',basic', ...lines].join('\n') });
/** One employee-month: gross 250,000 with 100,000 basic, pension 8,000, PAYE 24,500, net 217,500. */
const line = (who: string, month: number, extra = '') =>
  `${who},2025,${month},"250,000",,8000,,,24500,217500,100000${extra}`;

const scheduleRows = (uploadId: number) =>
  f.inCompany('demo', async (tx) => {
    // Cast to int: both drivers answer bigint differently, and these amounts fit.
    const r = await tx.execute<Record<string, unknown>>(sql`SELECT employee_id, year, month, status, source,
        gross_pay_kobo::int, taxable_pay_kobo::int, basic_kobo::int, paye_kobo::int, pension_employee_kobo::int,
        eligible_deductions_kobo::int, deductions_kobo::int, net_pay_kobo::int, days_paid, lines
      FROM payroll_schedule_rows WHERE upload_id = ${uploadId} ORDER BY employee_id, month`);
    return r.rows;
  });

describe('upload payment history', () => {
  it('offers the template: the fixed columns, then the pay breakdown codes', async () => {
    const admin = await f.as('admin');
    const res = await admin.get(`${BASE}/template?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('payment-history-template.csv');
    const header = res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
    expect(header.startsWith(HEAD)).toBe(true);
    expect(header.split(',').slice(10)).toContain('BASIC');
    const xlsx = await admin.get(`${BASE}/template?format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('employee');
  });

  it('checks a file row by row and writes nothing; an upload with a bad row is refused whole', async () => {
    const [a, b] = staff;
    const file = csv(
      line(a?.pin ?? '', 1),
      `${b?.email ?? ''},2025,13,abc,,,,,,`,
      line('no-such-pin', 2),
      line(a?.pin ?? '', 1),
    );
    const check = dataOf<HistoryCheck>(await send(`${BASE}/check`, file));
    expect(check).toMatchObject({ components: ['BASIC'], total: 4, valid: 1, invalid: 3 });
    expect(check.errors).toEqual([
      { row: 3, field: 'month', message: M.monthInvalid },
      { row: 3, field: 'gross_pay', message: M.amountInvalid },
      { row: 3, field: 'net_pay', message: M.netRequired },
      { row: 4, field: 'employee', message: M.employeeUnknown },
      { row: 5, field: 'month', message: M.repeatedInFile },
    ]);
    const refused = await send(BASE, file);
    expectFieldError(refused, 'rows.3.month', M.monthInvalid);
    expect(refused.json().message).toBe(M.hasErrors);
    const uploads = dataOf<ListPage<HistoryUploadRow>>(await (await f.as('admin')).get(BASE));
    expect(uploads.total).toBe(0);
  });

  it('writes each row as a confirmed imported month with its lines, and lists and shows the upload', async () => {
    const admin = await f.as('admin');
    const [a, b] = staff;
    const res = await send(
      BASE,
      csv(line(a?.pin ?? '', 1), line(a?.pin ?? '', 2), line(b?.email.toUpperCase() ?? '', 2)),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.uploaded);
    const upload = res.json().data as HistoryUpload;
    expect(upload).toMatchObject({
      file_name: 'history.csv',
      rows_imported: 3,
      rows_skipped: 0,
      errors: [],
      created_by: expect.any(String),
      months: [
        {
          year: 2025,
          month: 1,
          employees: 1,
          gross_pay: '250000.00',
          paye: '24500.00',
          net_pay: '217500.00',
        },
        {
          year: 2025,
          month: 2,
          employees: 2,
          gross_pay: '500000.00',
          paye: '49000.00',
          net_pay: '435000.00',
        },
      ],
    });
    const [first] = await scheduleRows(upload.id);
    expect(first).toMatchObject({
      year: 2025,
      month: 1,
      status: 'confirmed',
      source: 'import',
      days_paid: 31,
      gross_pay_kobo: 25_000_000,
      taxable_pay_kobo: 25_000_000,
      basic_kobo: 10_000_000,
      paye_kobo: 2_450_000,
      pension_employee_kobo: 800_000,
      eligible_deductions_kobo: 800_000,
      deductions_kobo: 0,
      net_pay_kobo: 21_750_000,
    });
    expect(
      (first?.lines as { code: string; amount_kobo: string }[]).map((l) => [l.code, l.amount_kobo]),
    ).toEqual([
      ['BASIC', '10000000'],
      ['IMPORTED_PAY', '15000000'],
      ['PAYE', '2450000'],
      ['PENSION', '800000'],
    ]);
    expect(dataOf(await admin.get(`${BASE}/${upload.id}`))).toEqual(upload);
    const list = dataOf<ListPage<HistoryUploadRow>>(await admin.get(`${BASE}?search_query=history`));
    expect(list.results[0]).toEqual({
      id: upload.id,
      file_name: 'history.csv',
      rows_imported: 3,
      rows_skipped: 0,
      created_by: upload.created_by,
      created_at: upload.created_at,
    });
    const trail = await admin.get('/payroll/audit-trail?entity=payment history upload');
    expect(trail.json().data.results[0]).toMatchObject({ action: 'upload', entity_id: String(upload.id) });
  });

  it('refuses months already paid row by row, and imports the valid rows only when asked', async () => {
    const [a, b, c] = staff;
    const again = await send(BASE, csv(line(a?.pin ?? '', 1)));
    expectFieldError(again, 'rows.2.month', M.monthTaken);
    expectFieldError(
      await send(BASE, csv(line(a?.pin ?? '', 1)), { only_valid: 'true' }),
      'rows.2.month',
      M.monthTaken,
    );
    const file = csv(line(c?.pin ?? '', 3), line(b?.pin ?? '', 2), `${c?.pin ?? ''},2025,4,100,,,,,,200,`);
    const res = await send(`${BASE}?only_valid=true`, file);
    const upload = dataOf<HistoryUpload>(res, 201);
    expect(upload).toMatchObject({
      rows_imported: 1,
      rows_skipped: 2,
      errors: [
        { row: 3, field: 'month', message: M.monthTaken },
        { row: 4, field: 'net_pay', message: M.netAboveGross },
      ],
    });
    expect((await scheduleRows(upload.id)).map((r) => r.month)).toEqual([3]);
  });

  it('reads an XLSX file', async () => {
    const [, , , d] = staff;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Pay');
    sheet.addRow(HEAD.split(','));
    sheet.addRow([d?.pin, 2025, 5, 300000.5, 300000.5, 0, 0, 0, 30000, 270000.5]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const upload = dataOf<HistoryUpload>(await send(BASE, { name: 'history.xlsx', bytes }), 201);
    expect(upload.months).toEqual([
      { year: 2025, month: 5, employees: 1, gross_pay: '300000.50', paye: '30000.00', net_pay: '270000.50' },
    ]);
  });

  it('refuses a missing, foreign, empty or incomplete file on the file field', async () => {
    const admin = await f.as('admin');
    expectFieldError(await admin.post(BASE, {}), 'file', M.fileMissing);
    expectFieldError(await send(BASE, { name: 'h.pdf', bytes: '%PDF-1.4\n' }), 'file', M.fileType);
    expectFieldError(await send(BASE, { name: 'h.csv', bytes: HEAD }), 'file', M.fileEmpty);
    expectFieldError(
      await send(BASE, { name: 'h.csv', bytes: 'employee,year\n1,2025' }),
      'file',
      M.missingColumns('month, gross_pay, taxable_pay, pension_employee, nhf, nhis, paye, net_pay'),
    );
    expectFieldError(
      await send(BASE, csv(line('x', 1)), { only_valid: 'perhaps' }),
      'only_valid',
      M.onlyValidInvalid,
    );
  });

  it('is for salary settings managers, and another company’s upload is a 404', async () => {
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await send(BASE, csv(line('x', 1)), {}, 'employee')).statusCode).toBe(403);
    const res = await (await f.as('admin')).get(`${BASE}/999999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });
});
