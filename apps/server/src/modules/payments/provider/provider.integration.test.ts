import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { ledgerSums, pendingPayin, secretOf, signedWebhook } from '../wallet/wallet.fixtures.ts';
import { signBody } from './webhook-signature.ts';

const BASE = '/payroll/payment-management/payments';
let t: TestApp;
let admin: ReturnType<typeof client>;
let employee: ReturnType<typeof client>;
let demo: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await login(t, 'admin@demo.example'));
  employee = client(t, await login(t, 'employee@demo.example'));
  demo = await companyIdOf(t, 'demo');
});
afterAll(() => t.close());

describe('banks and account verification', () => {
  it('lists the banks with their CBN codes', async () => {
    const res = await admin.get(`${BASE}/banks`);
    expect(res.statusCode).toBe(200);
    const banks = res.json().data as { code: string; name: string }[];
    expect(banks.find((b) => b.code === '044')?.name).toBe('Access Bank');
  });

  it('verifies an account to a name made from its number, and says clearly when none exists', async () => {
    const ok = await admin.get(`${BASE}/verify-account-number?account_number=0123456789&bank_code=044`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      account_number: '0123456789',
      bank_code: '044',
      bank_name: 'Access Bank',
    });
    expect(ok.json().data.account_name).toMatch(/6789$/);
    const again = await admin.get(`${BASE}/verify-account-number?account_number=0123456789&bank_code=044`);
    expect(again.json().data.account_name).toBe(ok.json().data.account_name);
    const none = await admin.get(`${BASE}/verify-account-number?account_number=0000000000&bank_code=044`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No account was found with this number at this bank');
  });

  it('refuses bad input field by field', async () => {
    const res = await admin.get(`${BASE}/verify-account-number?account_number=12ab&bank_code=`);
    expect(res.statusCode).toBe(422);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['account_number', 'bank_code']);
    const unknownBank = await admin.get(
      `${BASE}/verify-account-number?account_number=0123456789&bank_code=123456`,
    );
    expect(unknownBank.statusCode).toBe(422);
    expect(unknownBank.json().errors[0].field).toBe('bank_code');
  });

  it('is closed to an employee without the wallet permission', async () => {
    expect((await employee.get(`${BASE}/banks`)).statusCode).toBe(403);
  });
});

describe('virtual accounts', () => {
  it('opens the wallet’s virtual account once and lists it', async () => {
    const made = await admin.post(`${BASE}/virtual-accounts`);
    expect(made.statusCode).toBe(201);
    const account = made.json().data;
    expect(account.account_number).toMatch(/^\d{10}$/);
    expect(account.reference).toBe(`CR${demo}-VA`);
    const again = await admin.post(`${BASE}/virtual-accounts`);
    expect(again.json().data.id).toBe(account.id);
    const list = await admin.get(`${BASE}/virtual-accounts`);
    expect(list.json().data).toEqual([account]);
    expect((await employee.post(`${BASE}/virtual-accounts`)).statusCode).toBe(403);
  });
});

describe('the webhook', () => {
  it('refuses an unsigned or wrongly signed call with 401 and changes nothing', async () => {
    const reference = await pendingPayin(t, demo, 50_000);
    const before = await ledgerSums(t, demo);
    const event = {
      event_id: 'evt-unsigned',
      type: 'payin.received',
      data: { reference, amount_kobo: 50_000 },
    };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/v1${BASE}/webhooks/sandbox`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    const wrong = await signedWebhook(t, event, 'ab'.repeat(64));
    expect(wrong.statusCode).toBe(401);
    // Signed over other bytes than those sent.
    const other = JSON.stringify({ ...event, data: { reference, amount_kobo: 1 } });
    const tampered = await signedWebhook(t, event, signBody(secretOf(t), other));
    expect(tampered.statusCode).toBe(401);
    expect(await ledgerSums(t, demo)).toEqual(before);
  });

  it('applies a signed event once and ignores its replay', async () => {
    const reference = await pendingPayin(t, demo, 120_000);
    const before = await ledgerSums(t, demo);
    const event = {
      event_id: `evt-${reference}`,
      type: 'payin.received',
      data: { reference, amount_kobo: 120_000 },
    };
    const first = await signedWebhook(t, event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ duplicate: false });
    const replay = await signedWebhook(t, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ duplicate: true });
    const after = await ledgerSums(t, demo);
    expect((after.wallet ?? 0) - (before.wallet ?? 0)).toBe(120_000);
  });

  it('answers an unknown provider 404 and an unreadable signed event 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${BASE}/webhooks/paystack`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    const odd = await signedWebhook(t, {
      event_id: 'x',
      type: 'payin.received',
      data: { reference: 'nobody', amount_kobo: 1 },
    });
    expect(odd.statusCode).toBe(422);
  });
});
