import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, BILLING_MESSAGES as M, MESSAGES, quote } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { must } from '../../test/must.ts';
import { payments } from '../../db/schema/index.ts';
import { billingCalls } from './billing.fixtures.ts';
import { SANDBOX_CARDS } from './sandbox-payment-provider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, order, charge, initialize, paid } = billingCalls(() => t);

/** Read with the owner connection: the assertions look past the API and RLS at what was stored. */
async function paymentRow(reference: string) {
  const [row] = await t.database.owner.select().from(payments).where(eq(payments.reference, reference));
  return must(row, `the payment ${reference}`);
}

describe('GET /billing/plans', () => {
  it('lists the monthly and annual plans with every module and its price', async () => {
    const res = await api().get('/billing/plans');
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().data;
    expect(total).toBe(2);
    expect(results.map((p: { id: string; months: number }) => [p.id, p.months])).toEqual([
      ['monthly', 1],
      ['annual', 12],
    ]);
    expect(results[1].discount_percent).toBe(15);
    expect(results[0].modules).toHaveLength(7);
    expect(results[0].modules[0]).toEqual({
      module: 'organization',
      name: 'Organisation',
      price_per_employee: 50_000,
      always_included: true,
    });
  });
});

describe('POST /auth/company/payment/initialize', () => {
  it('prices the order, opens a pending payment and hands back a reference bound to the company', async () => {
    const res = await api().post(
      '/auth/company/payment/initialize',
      order({ plan_id: 'annual', modules: ['payroll', 'attendance'], employees: 25 }),
    );
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(M.paymentStarted);
    expect(data.reference).toMatch(new RegExp(`^${await companyIdOf(t, 'demo')}\\.[\\w-]{16,}$`));
    expect(data).toEqual({
      reference: data.reference,
      ...quote({ plan: 'annual', modules: ['payroll', 'attendance'], employees: 25 }),
    });
    expect(data.modules).toEqual(['organization', 'attendance', 'payroll']);
    expect(data.amount).toBe((50_000 + 80_000 + 100_000) * 25 * 12 * 0.85);
    const row = await paymentRow(data.reference);
    expect(row).toMatchObject({
      status: 'pending',
      planId: 'annual',
      employees: 25,
      amount: data.amount,
      currency: 'naira',
      paidAt: null,
      verifiedAt: null,
    });
  });

  it('bills the organisation alone when no other module is chosen', async () => {
    const res = await api().post('/auth/company/payment/initialize', order({ modules: [], employees: 3 }));
    expect(res.json().data).toMatchObject({
      amount: 150_000,
      subtotal: 150_000,
      discount: 0,
      currency: 'naira',
    });
    expect(res.json().data.line_items).toEqual([
      {
        module: 'organization',
        name: 'Organisation',
        price_per_employee: 50_000,
        employees: 3,
        months: 1,
        amount: 150_000,
      },
    ]);
  });

  it.each([
    ['an empty company', { company_id: '' }, 'company_id', AUTH_MESSAGES.companyIdRequired],
    ['no plan', { plan_id: undefined }, 'plan_id', M.planRequired],
    ['an unknown plan', { plan_id: 'weekly' }, 'plan_id', M.planUnknown],
    ['no modules', { modules: undefined }, 'modules', M.modulesRequired],
    ['an unknown module', { modules: ['attendance', 'spaceships'] }, 'modules.1', M.moduleUnknown],
    ['no employee count', { employees: undefined }, 'employees', M.employeesRequired],
    ['zero employees', { employees: 0 }, 'employees', M.employeesRule],
    ['a fractional count', { employees: 2.5 }, 'employees', M.employeesRule],
    ['too many employees', { employees: 100_001 }, 'employees', M.employeesRule],
    ['a count sent as text', { employees: '10' }, 'employees', M.employeesRule],
  ])('refuses %s with 422 naming the field', async (_label, over, field, message) => {
    const res = await api().post('/auth/company/payment/initialize', order(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field, message }]);
  });

  it('answers 404 for an unknown company, as sign-in does', async () => {
    const res = await api().post('/auth/company/payment/initialize', order({ company_id: 'nope' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AUTH_MESSAGES.companyNotFound);
  });
});

describe('POST /auth/company/payment/sandbox-charge', () => {
  it('takes the test card, marks the payment paid and refuses to take it twice', async () => {
    const reference = await initialize();
    const res = await charge(reference, { card_number: '4084 0840 8408 4081' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.paymentSucceeded, data: { reference, status: 'success' } });
    expect(await paymentRow(reference)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(Date),
      verifiedAt: null,
    });
    const again = await charge(reference);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.paymentAlreadyPaid);
  });

  it('answers 402 for the declined card, keeps the failed attempt, and lets the customer retry', async () => {
    const reference = await initialize();
    const res = await charge(reference, { card_number: SANDBOX_CARDS.declined });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect((await paymentRow(reference)).status).toBe('failed');
    expect((await charge(reference)).statusCode).toBe(200);
    expect((await paymentRow(reference)).status).toBe('paid');
  });

  it.each([
    [{ card_number: '4084084084084082' }, 'card_number', 'Invalid card number'],
    [{ expiry: '01/20' }, 'expiry', M.cardExpired],
    [{ expiry: '2049-12' }, 'expiry', M.cardExpiryRequired],
    [{ cvv: '12' }, 'cvv', M.cvvRule],
  ])('refuses %j with 422 and charges nothing', async (over, field, message) => {
    const reference = await initialize();
    const res = await charge(reference, over);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field, message }]);
    expect((await paymentRow(reference)).status).toBe('pending');
  });

  it('refuses a reference it never issued', async () => {
    const demoId = await companyIdOf(t, 'demo');
    for (const reference of ['garbage', `${demoId}.unknownunknownunknown`]) {
      const res = await charge(reference);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject([{ field: 'reference', message: M.paymentNotFound }]);
    }
  });
});

describe('GET /billing/order-history', () => {
  it("pages and searches the company's payments, newest first", async () => {
    const reference = await paid({ plan_id: 'annual', employees: 7 });
    const token = await login(t, 'admin@demo.example');
    const res = await client(t, token).get('/billing/order-history?perPage=2');
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().data;
    expect(results).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      reference,
      plan_id: 'annual',
      modules: ['organization', 'attendance'],
      employees: 7,
      amount: quote({ plan: 'annual', modules: ['attendance'], employees: 7 }).amount,
      currency: 'naira',
      status: 'paid',
      paid_at: expect.any(String),
      created_at: expect.any(String),
    });
    const found = await client(t, token).get(
      `/billing/order-history?search_query=${encodeURIComponent(reference)}`,
    );
    expect(found.json().data).toEqual({ results: [results[0]], total: 1 });
    const second = await client(t, token).get('/billing/order-history?perPage=2&page=2');
    expect(second.json().data.results[0].id).not.toBe(results[0].id);
  });

  it('is refused to a user without the billing permission, and to nobody signed in', async () => {
    const res = await client(t, await login(t, 'employee@demo.example')).get('/billing/order-history');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect((await api().get('/billing/order-history')).statusCode).toBe(401);
  });

  it("never shows another company's payments", async () => {
    const demoReference = await initialize();
    const acmeReference = await initialize({ company_id: 'acme' });
    const token = await login(t, 'admin@acme.example', 'acme');
    const { results, total } = (await client(t, token).get('/billing/order-history?perPage=100')).json().data;
    expect(total).toBeGreaterThan(0);
    const acmeId = await companyIdOf(t, 'acme');
    expect(results.every((p: { reference: string }) => p.reference.startsWith(`${acmeId}.`))).toBe(true);
    const references = results.map((p: { reference: string }) => p.reference);
    expect(references).toContain(acmeReference);
    expect(references).not.toContain(demoReference);
  });
});
