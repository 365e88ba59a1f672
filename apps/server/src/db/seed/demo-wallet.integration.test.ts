import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage, Payin, Wallet, WalletStats } from '@clockroom/contracts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { seedDemoWallet } from './demo-wallet.ts';

// The test database is seeded without pay (ADR 19), so the wallet's seed runs here.
const f = testFile();

beforeAll(async () => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, ({ tx }) =>
    seedDemoWallet(tx, demo),
  );
}, 120_000);

describe('the demo company’s wallet', () => {
  it('holds two settled top-ups, a virtual account and a reconciliation that matches', async () => {
    const admin = await f.as('admin');
    const W = '/payroll/payment-management/wallets';
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
});
