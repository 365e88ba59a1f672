import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../../../test/harness.ts';

const path = '/organization/system-settings/account-settings';
let t: TestApp;
let adminToken: string;
let admin: ReturnType<typeof client>;
let hr: ReturnType<typeof client>;
let employee: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await login(t, 'admin@demo.example');
  admin = client(t, adminToken);
  hr = client(t, await login(t, 'hr@demo.example'));
  employee = client(t, await login(t, 'employee@demo.example'));
});
afterAll(() => t.close());

const valid = {
  company_name: 'Demo Industries Nigeria Ltd',
  email: 'info@demo.example',
  phone: '+234 803 123 4567',
  address: '12 Marina, Lagos',
  currency: 'dollar',
  timezone: 'Africa/Lagos',
  working_days: [6, 1, 2, 3, 4, 5, 1],
};

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function multipart(field: string, filename: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----clockroom-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${path}/upload-image`,
    headers: {
      authorization: `Bearer ${adminToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
}

describe('GET account-settings', () => {
  it('answers the company profile', async () => {
    const res = await admin.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.loaded,
      data: {
        company_name: 'Demo Industries Ltd',
        slug: 'demo',
        currency: 'naira',
        timezone: 'Africa/Lagos',
        working_days: [1, 2, 3, 4, 5],
      },
    });
  });
  it('needs view system settings', async () => {
    expect((await hr.get(path)).statusCode).toBe(403);
    expect((await employee.get(path)).json().message).toBe(MESSAGES.forbidden);
  });
});

describe('PUT account-settings', () => {
  it('saves the profile; the session user follows; the slug is not editable', async () => {
    const res = await admin.put(path, { ...valid, slug: 'hijack' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.saved,
      data: { ...valid, slug: 'demo', working_days: [1, 2, 3, 4, 5, 6] },
    });
    const user = (await employee.get('/user')).json().data;
    expect(user.employee.company).toMatchObject({ currency: 'dollar', company_name: valid.company_name });
  });
  it('reports every invalid field', async () => {
    const res = await admin.put(path, {
      company_name: ' ',
      email: 'nope',
      phone: 'abc',
      currency: 'yen',
      timezone: 'Mars/Olympus',
      working_days: [],
      company_logo: 'https://evil.example/logo.png',
    });
    expect(res.statusCode).toBe(422);
    const errors = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(errors).toEqual({
      company_name: M.companyNameRequired,
      email: M.emailInvalid,
      phone: M.phoneInvalid,
      currency: M.currencyInvalid,
      timezone: M.timezoneInvalid,
      working_days: M.workingDaysRequired,
      company_logo: M.logoUrlInvalid,
    });
    const badDay = await admin.put(path, { ...valid, working_days: [0, 8] });
    expect(badDay.statusCode).toBe(422);
  });
  it('needs manage account settings', async () => {
    expect((await hr.put(path, valid)).statusCode).toBe(403);
  });
});

describe('POST account-settings/upload-image', () => {
  it('stores a public logo and sets it on the company', async () => {
    const res = await multipart('companyLogo', 'logo.png', PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.logoUploaded);
    const url = res.json().data as string;
    expect(url).toMatch(/^\/api\/v1\/files\/\d+-[\w-]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await admin.get(path)).json().data.company_logo).toBe(url);
    expect((await admin.get('/user')).json().data.employee.company.company_logo).toBe(url);
    // A profile save without company_logo keeps it; null removes it.
    await admin.put(path, valid);
    expect((await admin.get(path)).json().data.company_logo).toBe(url);
    await admin.put(path, { ...valid, company_logo: null });
    expect((await admin.get(path)).json().data.company_logo).toBeNull();
  });
  it('checks the field, the real type and the size', async () => {
    const wrongField = await multipart('image2', 'logo.png', PNG);
    expect(wrongField.json().errors).toMatchObject([{ field: 'companyLogo', message: M.logoMissing }]);
    const fake = await multipart('companyLogo', 'logo.png', Buffer.from('MZ not an image'));
    expect(fake.json().message).toBe(M.logoType);
    const big = await multipart(
      'companyLogo',
      'logo.png',
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toBe(M.logoSize);
  });
  it('needs manage account settings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${path}/upload-image`,
      headers: { authorization: `Bearer ${await login(t, 'hr@demo.example')}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
