import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_DOCUMENT_FIELD, MESSAGES } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let ownerEmployee: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  ownerEmployee = (await client(t, admin).get('/user')).json().data.employee.id as number;
});
afterAll(() => t.close());

const NUL = '\u0000';

function expectRefused(res: { statusCode: number; json(): unknown }, ...fields: string[]) {
  expect(res.statusCode).toBe(422);
  const code = 'platform.forbiddenCharacters';
  expect(res.json()).toEqual({
    message: MESSAGES.forbiddenCharacters,
    code,
    errors: fields.map((field) => ({ field, message: MESSAGES.forbiddenCharacters, code })),
  });
}

describe('input guard: text no column can hold is a 422 naming the field', () => {
  it('refuses a NUL in a query string', async () => {
    const res = await client(t, admin).get('/organization/employees?search_query=a%00b');
    expectRefused(res, 'search_query');
  });

  it('refuses a NUL in a JSON body field', async () => {
    const res = await client(t, admin).post('/organization/branches', { station_name: `a${NUL}b` });
    expectRefused(res, 'station_name');
  });

  it('refuses a NUL before sign-in: company verification and login', async () => {
    expectRefused(await client(t).post('/auth/company/verify', { company_id: `de${NUL}mo` }), 'company_id');
    const res = await client(t).post('/auth/login', {
      client_id: 1,
      client_secret: t.config.oauthClientSecret,
      grant_type: 'password',
      username: 'admin@demo.example',
      password: 'whatever',
      company_id: `de${NUL}mo`,
    });
    expectRefused(res, 'company_id');
  });

  it('names nested fields by their dot path, and object keys too', async () => {
    const res = await client(t, admin).post('/organization/branches', {
      station_name: 'ok',
      items: [{ name: 'fine' }, { name: `x${NUL}` }],
      [`key${NUL}`]: 1,
    });
    expectRefused(res, 'items.1.name', `key${NUL}`);
  });

  it('refuses a lone surrogate in a body, and a form body', async () => {
    expectRefused(await client(t).post('/auth/company/verify', { company_id: 'a\uD800b' }), 'company_id');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/company/verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'company_id=de%00mo',
    });
    expectRefused(form, 'company_id');
  });

  it('refuses a body whose bytes are not UTF-8', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/company/verify',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"company_id":"de'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('mo"}'),
      ]),
    });
    expectRefused(res, 'company_id');
  });

  it('refuses query escapes that are not UTF-8, a NUL in a path, and a path that does not decode', async () => {
    expectRefused(await client(t, admin).get('/organization/employees?search_query=%FF'), 'search_query');
    expectRefused(
      await client(t, admin).get('/organization/employees?search_query=%ED%A0%80'),
      'search_query',
    );
    expectRefused(await client(t, admin).get('/organization/branches/1%00'), 'id');
    expectRefused(await client(t, admin).get('/organization/branches/%FF'), 'path');
  });

  it('keeps accepting ordinary text: accents, emoji (surrogate pairs), a literal % and +', async () => {
    const search = await client(t, admin).get(
      `/organization/employees?search_query=${encodeURIComponent('Chị 😀 100%+')}`,
    );
    expect(search.statusCode).toBe(200);
    const created = await client(t, admin).post('/organization/branches', { station_name: 'Kàdúná 😀 Ø' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.station_name).toBe('Kàdúná 😀 Ø');
  });

  it('checks multipart text fields and the file name', async () => {
    const url = `/api/v1/organization/employees/${ownerEmployee}/documents`;
    const send = (title: string, filename: string) => {
      const boundary = '----clockroomguard';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${EMPLOYEE_DOCUMENT_FIELD}"; filename="${filename}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%guard\n',
        ),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    expectRefused(await send(`Contract${NUL}`, 'contract.pdf'), 'title');
    expectRefused(await send('Contract', `con${NUL}tract.pdf`), EMPLOYEE_DOCUMENT_FIELD);
    expect((await send('Contract', 'contract.pdf')).statusCode).toBe(200);
  });
});
