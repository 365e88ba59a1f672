import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { registerPayoutListener, settleDemoTransfers, startPayout, type PayoutLine } from './index.ts';
import { unbalancedMovements } from './ledger.repository.ts';
import { reconcile } from './reconciliation.ts';
import { postMovement } from './ledger.repository.ts';
import { asTenant, eventually, ledgerSums } from './wallet.fixtures.ts';

// The sandbox's slow accounts settle in a second here, not thirty.
process.env.PAYMENTS_SETTLE_SECONDS = '1';

const W = '/payroll/payment-management/wallets';
let t: TestApp;
let admin: ReturnType<typeof client>;
let demo: number;
/** What the uploads area would hear, and the bank details it would give a retry. */
const heard: { lineId: number; status: string; reason: string | null }[] = [];
const current = new Map<number, PayoutLine>();

const line = (lineId: number, accountNumber: string, amountKobo: number): PayoutLine => ({
  lineId,
  amountKobo,
  bankCode: '058',
  accountNumber,
  accountName: `EMPLOYEE ${lineId}`,
  narration: `Salary November 2026 line ${lineId}`,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await login(t, 'admin@demo.example'));
  demo = await companyIdOf(t, 'demo');
  registerPayoutListener({
    async lineStatusChanged(_tx: Tx, _companyId, lineId, status, reason) {
      heard.push({ lineId, status, reason });
    },
    async currentPayoutLine(_tx: Tx, _companyId, lineId) {
      return current.get(lineId) ?? null;
    },
  });
});
afterAll(() => t.close());

interface Seen {
  status: string;
  failure_reason: string | null;
  retried_by_id: number | null;
  history: { status: string }[];
}
const transferOf = async (id: number): Promise<Seen> => (await admin.get(`${W}/transfers/${id}`)).json().data;
const settled = (id: number) =>
  eventually(
    () => transferOf(id),
    (tr) => tr.status === 'paid' || tr.status === 'failed',
  );
const balance = async () => (await admin.get(`${W}/stats`)).json().data.balance as string;

describe('top-up', () => {
  it('creates a pending pay-in that the sandbox’s webhook settles, crediting the ledger', async () => {
    const before = await ledgerSums(t, demo);
    const res = await admin.post(`${W}/payins`, { amount: '1000000.50' });
    expect(res.statusCode).toBe(201);
    const payin = res.json().data;
    expect(payin).toMatchObject({ amount: '1000000.50', status: 'pending' });
    const done = await eventually(
      async (): Promise<Seen> => (await admin.get(`${W}/payins/${payin.id}`)).json().data,
      (p) => p.status === 'settled',
    );
    expect(done.status).toBe('settled');
    expect(done.history.map((h) => h.status)).toEqual(['pending', 'settled']);
    const after = await ledgerSums(t, demo);
    expect((after.wallet ?? 0) - (before.wallet ?? 0)).toBe(100_000_050);
    const wallet = (await admin.get(W)).json().data;
    expect(wallet.virtual_account.account_number).toMatch(/^\d{10}$/);
    const list = await admin.get(`${W}/payins?status=settled`);
    expect(list.json().data.results.some((p: { id: number }) => p.id === payin.id)).toBe(true);
  });

  it('refuses a bad amount beside the field', async () => {
    for (const amount of ['', '-5', '0', '1.234', 'abc']) {
      const res = await admin.post(`${W}/payins`, { amount });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('amount');
    }
  });
});

describe('payout', () => {
  let ids: number[] = [];

  it('starts nothing when the balance does not cover the lines', async () => {
    const sums = await ledgerSums(t, demo);
    const start = await asTenant(t, demo, (tx) =>
      startPayout(tx, demo, [line(9001, '0123456789', (sums.wallet ?? 0) + 1)]),
    );
    expect(start).toEqual({
      started: false,
      reason: 'insufficient_balance',
      balanceKobo: sums.wallet ?? 0,
      neededKobo: (sums.wallet ?? 0) + 1,
    });
    const list = await admin.get(`${W}/transfers?line_id=9001`);
    expect(list.json().data.total).toBe(0);
  });

  it('pays each line by its own transfer: one at once, one failing, one settling late', async () => {
    const start = await asTenant(t, demo, (tx) =>
      startPayout(tx, demo, [
        line(9101, '0123456789', 150_000),
        line(9102, '0123450001', 200_000),
        line(9103, '0123450002', 250_000),
      ]),
    );
    if (!start.started) throw new Error('the payout did not start');
    ids = start.transferIds;
    expect(ids).toHaveLength(3);
    const [paid, failed, late] = (await Promise.all(ids.map(settled))) as [Seen, Seen, Seen];
    expect(paid.status).toBe('paid');
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).toMatch(/Invalid account/);
    expect(late.status).toBe('paid');
    expect(late.history.map((h) => h.status)).toEqual(['pending', 'processing', 'paid']);
    expect(heard.filter((h) => h.lineId === 9102).map((h) => h.status)).toEqual(['processing', 'failed']);
    expect(heard.filter((h) => h.lineId === 9103).map((h) => h.status)).toEqual(['processing', 'paid']);
  });

  it('never pays a line twice: starting the same lines again makes no transfer for live ones', async () => {
    const again = await asTenant(t, demo, (tx) => startPayout(tx, demo, [line(9101, '0123456789', 150_000)]));
    expect(again).toEqual({ started: true, transferIds: [] });
  });

  it('retries a failed line as a new transfer to its corrected bank details (the re-route)', async () => {
    const failedId = ids[1] as number;
    const paidId = ids[0] as number;
    expect((await admin.post(`${W}/transfers/${paidId}/retry`)).json().message).toBe(
      'Only a failed transfer can be retried',
    );
    // Until the uploads area gives the line's details, it may not be retried.
    const refused = await admin.post(`${W}/transfers/${failedId}/retry`);
    expect(refused.statusCode).toBe(422);
    current.set(9102, line(9102, '0987654321', 200_000));
    const res = await admin.post(`${W}/transfers/${failedId}/retry`);
    expect(res.statusCode).toBe(201);
    const retry = res.json().data;
    expect(retry).toMatchObject({ line_id: 9102, retry_of_id: failedId, account_number: '0987654321' });
    expect((await settled(retry.id)).status).toBe('paid');
    expect((await transferOf(failedId)).retried_by_id).toBe(retry.id);
    const twice = await admin.post(`${W}/transfers/${failedId}/retry`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('This line already has a transfer that is pending, processing or paid');
  });

  it('keeps the ledger balanced: every movement sums to zero and the money adds up', async () => {
    expect(await asTenant(t, demo, (tx) => unbalancedMovements(tx, demo))).toEqual([]);
    const sums = await ledgerSums(t, demo);
    expect(Object.values(sums).reduce((a, b) => a + b, 0)).toBe(0);
    expect(sums.reserved ?? 0).toBe(0);
    const stats = (await admin.get(`${W}/stats`)).json().data;
    expect(stats.balance).toBe(((sums.wallet ?? 0) / 100).toFixed(2));
    expect(stats.chart).toHaveLength(6);
    const failed = await admin.get(`${W}/transfers?status=failed`);
    expect(failed.json().data.results.map((r: { line_id: number }) => r.line_id)).toContain(9102);
  });

  it('reconciles with the provider, and flags a difference', async () => {
    const ok = await asTenant(t, demo, (tx) => reconcile(tx, demo));
    expect(ok.matched).toBe(true);
    const before = await balance();
    // A credit with no pay-in behind it: the provider never received this money.
    await asTenant(t, demo, (tx) => postMovement(tx, demo, 'payin', { payinId: 987_654_321 }, 500));
    const off = await asTenant(t, demo, (tx) => reconcile(tx, demo));
    expect(off).toMatchObject({ matched: false, difference: '5.00' });
    expect((await admin.get(W)).json().data.reconciliation.matched).toBe(false);
    expect(await balance()).not.toBe(before);
  });
});

describe('settings', () => {
  it('reads and saves the provider and default option, refusing unknown ones', async () => {
    const read = await admin.get(`${W}/settings`);
    expect(read.json().data).toMatchObject({ provider: 'sandbox', providers: ['sandbox'] });
    const saved = await admin.put(`${W}/settings`, { provider: 'sandbox', default_payment_option_id: null });
    expect(saved.statusCode).toBe(200);
    const bad = await admin.put(`${W}/settings`, { provider: 'paypal', default_payment_option_id: 999_999 });
    expect(bad.statusCode).toBe(422);
    const unknown = await admin.put(`${W}/settings`, {
      provider: 'sandbox',
      default_payment_option_id: 999_999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].field).toBe('default_payment_option_id');
  });
});

describe('the demo', () => {
  it('settles a seed’s payout at once, as the sandbox’s webhooks would', async () => {
    const settledNow = await asTenant(t, demo, async (tx) => {
      const start = await startPayout(tx, demo, [
        line(9201, '0123456789', 1_000),
        line(9202, '0123450001', 1_000),
      ]);
      if (!start.started) throw new Error('the payout did not start');
      await settleDemoTransfers(tx, demo);
      return start.transferIds;
    });
    const [paid, failed] = await Promise.all(settledNow.map(transferOf));
    expect(paid?.status).toBe('paid');
    expect(failed?.status).toBe('failed');
    expect(heard.filter((h) => h.lineId === 9201).map((h) => h.status)).toEqual(['processing', 'paid']);
  });
});
