import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_FORM_MESSAGES as F,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES as M,
  MESSAGES,
} from '@clockroom/contracts';
import { client } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';
import { signedInTokens, testFile } from '../../../test/kit.ts';

const f = testFile();
const token = signedInTokens(f, 'admin', 'employee');

/** A multipart body with text fields first, then the file, as browsers send forms. */
function multipart(
  file: { name: string; bytes: Buffer | string; type?: string },
  fields: Record<string, string> = {},
) {
  const boundary = '----clockroomtest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
    ),
    Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(
  token: string,
  url: string,
  file: Parameters<typeof multipart>[0],
  fields?: Record<string, string>,
) {
  const body = multipart(file, fields);
  return f.t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
}

const HEAD =
  'pin,first_name,last_name,email,mobile_number,gender,branch,department,employee_grade,appointment_date';
const row = (i: number, extra: Partial<Record<string, string>> = {}) => {
  const v = {
    pin: `IMP${i}`,
    first_name: `First${i}`,
    last_name: `Last${i}`,
    email: `imp${i}@import.example`,
    mobile_number: `0803${String(1000000 + i)}`,
    gender: i % 2 ? 'male' : 'female',
    branch: 'lagos hq',
    department: 'Finance',
    employee_grade: 'GL-08',
    appointment_date: '01-03-2024',
    ...extra,
  };
  return HEAD.split(',')
    .map((k) => v[k as keyof typeof v] ?? '')
    .join(',');
};
const csv = (rows: string[]) => `${HEAD}\n${rows.join('\n')}\n`;

describe('GET /organization/employees/import/template', () => {
  it('serves the header row as CSV', async () => {
    const res = await client(f.t, token.admin).get('/organization/employees/import/template?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('employees-import-template.csv');
    expect(res.body.replace(/^\uFEFF/, '').trim()).toBe(IMPORT_COLUMNS.join(','));
  });
  it('serves an XLSX workbook with the same header', async () => {
    const res = await client(f.t, token.admin).get('/organization/employees/import/template?format=xlsx');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((must(wb.worksheets[0], 'a worksheet').getRow(1).values as string[]).slice(1)).toEqual([
      ...IMPORT_COLUMNS,
    ]);
  });
  it('refuses other formats and people without the permission', async () => {
    expect(
      (await client(f.t, token.admin).get('/organization/employees/import/template?format=pdf')).statusCode,
    ).toBe(422);
    expect(
      (await client(f.t, token.employee).get('/organization/employees/import/template')).statusCode,
    ).toBe(403);
  });
});

describe('POST /organization/employees/import/preview', () => {
  it('answers every row with its per-field errors, writing nothing', async () => {
    const res = await send(token.admin, '/organization/employees/import/preview', {
      name: 'staff.csv',
      bytes: csv([row(1), row(2, { email: 'bad', branch: 'Mars' }), row(3, { pin: '100' })]),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    expect(data.rows[0]).toMatchObject({ line: 2, errors: [], values: { pin: 'IMP1', branch: 'lagos hq' } });
    expect(data.rows[1].errors).toMatchObject([
      { field: 'email', message: F.emailInvalid },
      { field: 'branch', message: M.unknownBranch },
    ]);
    // Pin 100 belongs to a seeded employee.
    expect(data.rows[2].errors).toMatchObject([{ field: 'pin', message: M.pinTaken }]);
    const after = await client(f.t, token.admin).get(
      '/organization/employees/search?query=First1&per_page=5',
    );
    expect(after.json().data.total).toBe(0);
  });
  it('reads XLSX files', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Staff');
    ws.addRow(HEAD.split(','));
    ws.addRow([
      'X1',
      'Xl',
      'Sheet',
      'xl1@import.example',
      8031239999,
      'male',
      'Lagos HQ',
      '',
      '',
      new Date('2024-02-01'),
    ]);
    const res = await send(token.admin, '/organization/employees/import/preview', {
      name: 'staff.xlsx',
      bytes: Buffer.from(await wb.xlsx.writeBuffer()),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      valid: 1,
      rows: [{ values: { mobile_number: '8031239999', appointment_date: '2024-02-01' } }],
    });
  });
  it('checks the file itself', async () => {
    const cases: [Parameters<typeof multipart>[0], string][] = [
      [{ name: 'staff.pdf', bytes: '%PDF-1.4 nope' }, M.fileType],
      [{ name: 'staff.xlsx', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }, M.fileType],
      [
        { name: 'staff.csv', bytes: 'pin,first_name\n1,Ada\n' },
        M.missingColumns.replace('{columns}', 'last_name, email, mobile_number'),
      ],
      [{ name: 'staff.csv', bytes: `${HEAD}\n` }, M.fileEmpty],
    ];
    for (const [file, message] of cases) {
      const res = await send(token.admin, '/organization/employees/import/preview', file);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject([{ field: 'file', message }]);
    }
    const none = await client(f.t, token.admin).post('/organization/employees/import/preview', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toMatchObject([{ field: 'file', message: M.fileMissing }]);
  });
  it('needs the import employees permission', async () => {
    const res = await send(token.employee, '/organization/employees/import/preview', {
      name: 's.csv',
      bytes: csv([row(1)]),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('POST /organization/employees/import', () => {
  it('imports nothing while a row has errors', async () => {
    const res = await send(token.admin, '/organization/employees/import', {
      name: 's.csv',
      bytes: csv([row(10), row(11, { first_name: '' })]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: M.hasErrors,
      errors: [{ field: 'rows.3.first_name', message: F.firstNameRequired }],
    });
    expect(
      (await client(f.t, token.admin).get('/organization/employees/search?query=First10')).json().data.total,
    ).toBe(0);
  });
  it('imports the valid rows only when asked, and answers the summary', async () => {
    const res = await send(
      token.admin,
      '/organization/employees/import',
      { name: 's.csv', bytes: csv([row(10), row(11, { first_name: '' })]) },
      { only_valid: 'true' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.imported,
      data: {
        imported: 1,
        skipped: 1,
        errors: [{ line: 3, field: 'first_name', message: F.firstNameRequired }],
      },
    });
    const hit = (await client(f.t, token.admin).get('/organization/employees/search?query=First10')).json()
      .data.results[0];
    const profile = (await client(f.t, token.admin).get(`/organization/employees/${hit.id}/profile`)).json()
      .data;
    expect(profile).toMatchObject({
      pin: 'IMP10',
      mobile_number: '234-8031000010',
      appointment_date: '2024-03-01',
      branch: { station_name: 'Lagos HQ' },
      department: { department_name: 'Finance' },
      employee_grade: { grade_name: 'GL-08' },
      profile_completed: false,
    });
    // The same file again: now the pin and email are taken.
    const again = await send(token.admin, '/organization/employees/import/preview', {
      name: 's.csv',
      bytes: csv([row(10)]),
    });
    expect(again.json().data.rows[0].errors).toMatchObject([
      { field: 'pin', message: M.pinTaken },
      { field: 'email', message: M.emailTaken },
    ]);
  });
  it('refuses when no row is valid even with only_valid', async () => {
    const res = await send(token.admin, '/organization/employees/import?only_valid=true', {
      name: 's.csv',
      bytes: csv([row(12, { email: '' })]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field: 'file', message: M.nothingValid }]);
  });
  it('imports 1,000 rows in one go', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(5000 + i));
    const started = performance.now();
    const res = await send(token.admin, '/organization/employees/import', {
      name: 'big.csv',
      bytes: csv(rows),
    });
    const ms = Math.round(performance.now() - started);
    console.log(`import of 1,000 employees: ${ms} ms`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ imported: 1000, skipped: 0, errors: [] });
  });
  it('needs the import employees permission', async () => {
    expect(
      (await send(token.employee, '/organization/employees/import', { name: 's.csv', bytes: csv([row(1)]) }))
        .statusCode,
    ).toBe(403);
  });
});
