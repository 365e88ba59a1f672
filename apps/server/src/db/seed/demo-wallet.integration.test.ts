import { beforeAll, describe, expect, it } from 'vitest';
import {
  nairaToKobo,
  type ListPage,
  type Payin,
  type PaymentUpload,
  type UploadSchedules,
  type Wallet,
  type WalletStats,
} from '@clockroom/contracts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { must } from '../../test/must.ts';
import { APPROVED, RUN, paymentsFixture } from '../../modules/payments/uploads/payment-uploads.fixtures.ts';
import { seedDemoSalaryPayments } from './demo-salary-payments.ts';
import { seedDemoWallet } from './demo-wallet.ts';

// The test database is seeded without pay (ADR 19), so the wallet's seed runs here.
const f = testFile();

const W = '/payroll/payment-management/wallets';
const asDemo = async (seed: typeof seedDemoWallet) => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, ({ tx }) =>
    seed(tx, demo),
  );
};
/** Naira as the API writes it ("1234.50"), in kobo. */
const kobo = (naira: string) => must(nairaToKobo(naira), `an amount, not ${naira}`);

beforeAll(() => asDemo(seedDemoWallet), 120_000);

describe('the demo company’s wallet', () => {
  it('holds two settled top-ups, a virtual account and a reconciliation that matches', async () => {
    const admin = await f.as('admin');
    const payins = dataOf<ListPage<Payin>>(await admin.get(`${W}/payins?status=settled`));
    expect(payins.results.map((p) => p.amount).sort()).toEqual(['35000000.00', '40000000.00']);
    expect(payins.results.every((p) => p.history.map((h) => h.status).join() === 'pending,settled')).toBe(
      true,
    );
    const stats = dataOf<WalletStats>(await admin.get(`${W}/stats`));
    expect(stats.balance).toBe('75000000.00');
    expect(stats.reconciliation?.matched).toBe(true);
    expect(stats.chart.filter((c) => c.paid_in !== '0.00')).toHaveLength(2);
    const wallet = dataOf<Wallet>(await admin.get(W));
    expect(wallet.virtual_account?.account_number).toMatch(/^\d{10}$/);
  });

  it('pays its last confirmed month from the wallet, each employee once, and reconciles after it', async () => {
    const admin = await f.as('admin');
    const fx = paymentsFixture((fn) => f.inCompany('demo', fn));
    const m = await fx.month(150_000, 3);
    const body = { month: 9, year: 2026, branch_ids: [m.branchId] };
    dataOf(await admin.post(RUN, body));
    dataOf(await admin.post(`${RUN}/confirm`, body));
    await fx.option(admin, 'wallet');
    const before = dataOf<WalletStats>(await admin.get(`${W}/stats`));

    await asDemo(seedDemoSalaryPayments);

    const [paid] = dataOf<ListPage<PaymentUpload>>(await admin.get(`${APPROVED}?year_month=2026-09`)).results;
    if (!paid) throw new Error('the demo month is not in approved payments');
    const read = dataOf<UploadSchedules>(await admin.get(`${APPROVED}/${paid.transaction_id}/schedules`));
    const lines = read.results.flatMap((s) => s.lines);
    expect(lines.map((l) => l.employee_id).sort()).toEqual([...m.ids].sort());
    expect(lines.every((l) => l.status === 'paid')).toBe(true);
    expect(paid.paid_total).toBe(paid.total);
    const after = dataOf<WalletStats>(await admin.get(`${W}/stats`));
    expect(kobo(after.balance)).toBe(kobo(before.balance) - kobo(paid.total));
    // Reconciled after the payout: the ledger it compared is the balance now, and the provider agrees.
    expect(kobo(after.reconciliation?.ledger_balance ?? '0')).toBe(kobo(after.balance));
    expect(after.reconciliation?.matched).toBe(true);
  });
});
