import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPaymentsConfig } from './provider-config.ts';
import { sandboxAccountName, sandboxOutcome, sandboxProvider } from './sandbox-provider.ts';
import { signBody, signatureValid } from './webhook-signature.ts';

const dir = () => mkdtempSync(path.join(tmpdir(), 'clockroom-payments-'));

describe('webhook signature', () => {
  const body = JSON.stringify({ event_id: 'e1', type: 'payin.received' });

  it('is the HMAC-SHA512 of the raw body, hex', () => {
    // echo -n '{"a":1}' | openssl dgst -sha512 -hmac secret
    expect(signBody('secret', '{"a":1}')).toBe(
      '42f08c0da01c9a46d4e5663d5f2140526a016507c598182c6769cca2bcf7ba43c395b719b01d288f5ad322564dce1d40ca28ef50b876fc49a33d13d6783114dd',
    );
    expect(signBody('secret', body)).toMatch(/^[0-9a-f]{128}$/);
  });

  it('accepts the right signature only, for exactly those bytes and that secret', () => {
    const sig = signBody('secret', body);
    expect(signatureValid('secret', body, sig)).toBe(true);
    expect(signatureValid('secret', body, sig.toUpperCase())).toBe(true);
    expect(signatureValid('secret', `${body} `, sig)).toBe(false);
    expect(signatureValid('other', body, sig)).toBe(false);
    expect(signatureValid('secret', body, undefined)).toBe(false);
    expect(signatureValid('secret', body, ['x'])).toBe(false);
    expect(signatureValid('secret', body, 'zz')).toBe(false);
    expect(signatureValid('secret', body, sig.slice(0, 127))).toBe(false);
  });
});

describe('sandbox provider', () => {
  it('fails accounts ending 0001, settles 0002 late and any other at once', () => {
    expect(sandboxOutcome('0123450001', 30).kind).toBe('failed');
    expect(sandboxOutcome('0123450002', 30)).toEqual({ kind: 'settles', afterSeconds: 30 });
    expect(sandboxOutcome('0123456789', 30)).toEqual({ kind: 'settles', afterSeconds: 0 });
    expect(sandboxOutcome('0000000000', 30).kind).toBe('failed');
  });

  it('verifies any ten digits but 0000000000 to a stable name made from them', async () => {
    expect(await sandboxProvider.verifyAccount('0000000000', '044')).toEqual({ found: false });
    expect(await sandboxProvider.verifyAccount('12345', '044')).toEqual({ found: false });
    const found = await sandboxProvider.verifyAccount('0123456789', '044');
    expect(found).toEqual({ found: true, accountName: sandboxAccountName('0123456789') });
    expect(sandboxAccountName('0123456789')).toMatch(/6789$/);
  });

  it('reads only well-formed events', () => {
    const event = {
      event_id: 'e',
      type: 'transfer.failed',
      data: { reference: 'CR1-T-x', amount_kobo: 5, reason: 'no' },
    };
    expect(sandboxProvider.parseEvent(event)).toEqual({
      id: 'e',
      type: 'transfer.failed',
      reference: 'CR1-T-x',
      amountKobo: 5,
      reason: 'no',
    });
    for (const bad of [
      null,
      'x',
      {},
      { ...event, type: 'other' },
      { ...event, data: { reference: 1, amount_kobo: 5 } },
    ])
      expect(sandboxProvider.parseEvent(bad)).toBeNull();
  });
});

describe('payments configuration', () => {
  it('refuses the sandbox in production unless allowed', () => {
    expect(() => loadPaymentsConfig(dir(), { NODE_ENV: 'production' })).toThrow(/PAYMENTS_ALLOW_SANDBOX/);
    expect(loadPaymentsConfig(dir(), { NODE_ENV: 'production', PAYMENTS_ALLOW_SANDBOX: '1' }).provider).toBe(
      'sandbox',
    );
    expect(() => loadPaymentsConfig(dir(), { PAYMENTS_PROVIDER: 'paystack' })).toThrow(/PAYMENTS_PROVIDER/);
  });

  it('keeps a generated webhook secret, and takes the settle delay', () => {
    const d = dir();
    const first = loadPaymentsConfig(d, {});
    expect(first.webhookSecret.length).toBeGreaterThan(30);
    expect(loadPaymentsConfig(d, {}).webhookSecret).toBe(first.webhookSecret);
    expect(loadPaymentsConfig(d, { PAYMENTS_WEBHOOK_SECRET: 'given' }).webhookSecret).toBe('given');
    expect(first.sandboxSettleSeconds).toBe(30);
    expect(loadPaymentsConfig(d, { PAYMENTS_SETTLE_SECONDS: '1' }).sandboxSettleSeconds).toBe(1);
  });
});
