import { expect } from 'vitest';
import { client, type TestApp } from '../../test/harness.ts';
import { SANDBOX_CARDS } from './sandbox-payment-provider.ts';

/**
 * The payment flow as the /payment screen drives it, shared by the billing integration tests. Takes a
 * getter because the test app only exists once beforeAll has run.
 */
export function billingCalls(testApp: () => TestApp) {
  const api = () => client(testApp());
  const card = (over: Record<string, string> = {}) => ({
    card_number: SANDBOX_CARDS.success,
    expiry: '12/49',
    cvv: '123',
    ...over,
  });
  const order = (over: Record<string, unknown> = {}) => ({
    company_id: 'demo',
    plan_id: 'monthly',
    modules: ['attendance'],
    employees: 10,
    ...over,
  });
  const charge = (reference: string, over: Record<string, string> = {}) =>
    api().post('/auth/company/payment/sandbox-charge', { reference, ...card(over) });

  async function initialize(over: Record<string, unknown> = {}): Promise<string> {
    const res = await api().post('/auth/company/payment/initialize', order(over));
    expect(res.statusCode).toBe(201);
    return res.json().data.reference as string;
  }
  async function paid(over: Record<string, unknown> = {}): Promise<string> {
    const reference = await initialize(over);
    expect((await charge(reference)).statusCode).toBe(200);
    return reference;
  }
  const verify = (company_id: string, reference: string) =>
    api().post('/auth/company/subscription', { company_id, reference });

  return { api, card, order, charge, initialize, paid, verify };
}
