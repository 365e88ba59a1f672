import { sql } from 'drizzle-orm';
import { setTenant } from '../../../platform/db/tenant.ts';
import type { Tx } from '../../../platform/db/database.ts';
import type { TestApp } from '../../../test/harness.ts';
import { signBody } from '../provider/webhook-signature.ts';
import { loadPaymentsConfig } from '../provider/provider-config.ts';

/** Test helpers of the wallet (ADR 57): work as a tenant, wait for the queue, sign like the provider. */

export function asTenant<T>(t: TestApp, companyId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return fn(tx);
  });
}

/** Polls until `check` holds (the job queue works beside the test), or fails after `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (v: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The webhook secret the test app uses (generated into its data directory on first start). */
export const secretOf = (t: TestApp) => loadPaymentsConfig(t.config.dataDir).webhookSecret;

export function signedWebhook(t: TestApp, body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payroll/payment-management/payments/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-clockroom-signature': signature ?? signBody(secretOf(t), raw),
    },
    payload: raw,
  });
}

/** A pending pay-in written directly, so no sandbox delivery races the test's own webhook. */
export async function pendingPayin(t: TestApp, companyId: number, amountKobo: number): Promise<string> {
  return asTenant(t, companyId, async (tx) => {
    const reference = `CR${companyId}-P-test${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    await tx.execute(sql`
      INSERT INTO wallet_payins (company_id, reference, provider, amount_kobo)
      VALUES (${companyId}, ${reference}, 'sandbox', ${amountKobo})`);
    return reference;
  });
}

export async function ledgerSums(t: TestApp, companyId: number) {
  return asTenant(t, companyId, async (tx) => {
    const r = await tx.execute<{ account: string; sum: string }>(sql`
      SELECT account, sum(amount_kobo)::text AS sum FROM wallet_ledger_entries
      WHERE company_id = ${companyId} GROUP BY account`);
    return Object.fromEntries(r.rows.map((row) => [row.account, Number(row.sum)])) as Record<string, number>;
  });
}
