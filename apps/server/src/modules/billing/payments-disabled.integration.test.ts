import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '@clockroom/contracts';
import { client, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ paymentProvider: 'disabled' });
});
afterAll(() => t.close());

describe('PAYMENT_PROVIDER=disabled', () => {
  it('refuses to start a payment, with a message saying what to do, and stores nothing', async () => {
    const res = await client(t).post('/auth/company/payment/initialize', {
      company_id: 'demo',
      plan_id: 'monthly',
      modules: ['attendance'],
      employees: 10,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(M.paymentsUnavailable);
    const admin = await client(t).post('/auth/login', {
      client_id: 1,
      client_secret: t.config.oauthClientSecret,
      grant_type: 'password',
      username: 'admin@demo.example',
      password: 'Clockroom#2026',
      company_id: 'demo',
    });
    const history = await client(t, admin.json().access_token).get('/billing/order-history');
    expect(history.json().data.total).toBe(0);
  });
});
