import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '@clockroom/contracts';
import { SANDBOX_CARDS, SandboxPaymentProvider, checkCard } from './sandbox-payment-provider.ts';

const now = new Date('2026-05-15T12:00:00Z');
const card = (over: Partial<{ card_number: string; expiry: string; cvv: string }> = {}) => ({
  card_number: SANDBOX_CARDS.success,
  expiry: '12/30',
  cvv: '123',
  ...over,
});

async function started(reference = '1.ref') {
  const provider = new SandboxPaymentProvider(() => now);
  await provider.initialize({ reference, amount: 500_000, currency: 'naira' });
  return provider;
}

describe('SandboxPaymentProvider', () => {
  it('takes the success test card and then verifies the reference as paid, with its amount', async () => {
    const provider = await started();
    expect(await provider.verify('1.ref')).toEqual({
      status: 'pending',
      amount: 500_000,
      currency: 'naira',
      paidAt: null,
    });
    expect(await provider.charge('1.ref', card({ card_number: '4084 0840 8408 4081' }))).toEqual({
      status: 'success',
      paidAt: now,
    });
    expect(await provider.verify('1.ref')).toEqual({
      status: 'success',
      amount: 500_000,
      currency: 'naira',
      paidAt: now,
    });
  });

  it('declines the decline test card and any other real-looking card, and lets the customer retry', async () => {
    const provider = await started();
    expect(await provider.charge('1.ref', card({ card_number: SANDBOX_CARDS.declined }))).toEqual({
      status: 'declined',
      message: M.cardDeclined,
    });
    expect((await provider.verify('1.ref')).status).toBe('failed');
    expect(await provider.charge('1.ref', card({ card_number: '5555555555554444' }))).toEqual({
      status: 'declined',
      message: M.sandboxCardOnly,
    });
    expect((await provider.charge('1.ref', card())).status).toBe('success');
  });

  it('never charges a reference twice, nor one it was never told about', async () => {
    const provider = await started();
    await provider.charge('1.ref', card());
    expect(await provider.charge('1.ref', card())).toEqual({
      status: 'invalid',
      field: 'reference',
      message: M.paymentAlreadyPaid,
    });
    expect(await provider.charge('2.other', card())).toEqual({
      status: 'invalid',
      field: 'reference',
      message: M.paymentNotFound,
    });
    expect((await provider.verify('2.other')).status).toBe('unknown');
  });
});

describe('checkCard', () => {
  it('refuses a number failing the Luhn check as an invalid card number', () => {
    expect(checkCard(card({ card_number: '4084084084084082' }), now)).toEqual({
      status: 'invalid',
      field: 'card_number',
      message: M.cardNumberInvalid,
    });
  });
  it('refuses an expiry in the past or not written MM/YY, and accepts the current month', () => {
    expect(checkCard(card({ expiry: '04/26' }), now)).toMatchObject({
      field: 'expiry',
      message: M.cardExpired,
    });
    expect(checkCard(card({ expiry: '2026-12' }), now)).toMatchObject({
      field: 'expiry',
      message: M.cardExpiryRequired,
    });
    expect(checkCard(card({ expiry: '05/26' }), now)).toBeNull();
  });
  it('wants a CVV of 3 or 4 digits', () => {
    expect(checkCard(card({ cvv: '12' }), now)).toMatchObject({ field: 'cvv', message: M.cvvRule });
    expect(checkCard(card({ cvv: '12a' }), now)).toMatchObject({ field: 'cvv' });
    expect(checkCard(card({ cvv: '1234' }), now)).toBeNull();
  });
});

describe('the sandbox ledger file', () => {
  it('keeps payments across a restart', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sandbox-')), 'ledger.json');
    const first = new SandboxPaymentProvider(() => new Date('2026-11-22T10:00:00Z'), file);
    await first.initialize({ reference: '1.abc', amount: 5000, currency: 'naira' });
    await first.charge('1.abc', { card_number: SANDBOX_CARDS.success, expiry: '12/30', cvv: '123' });
    const restarted = new SandboxPaymentProvider(undefined, file);
    expect(await restarted.verify('1.abc')).toEqual({
      status: 'success',
      amount: 5000,
      currency: 'naira',
      paidAt: new Date('2026-11-22T10:00:00Z'),
    });
  });
});
