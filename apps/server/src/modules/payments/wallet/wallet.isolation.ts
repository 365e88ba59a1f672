import type { IsolationCase, IsolationExemption } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { postMovement } from './ledger.repository.ts';
import { startPayout } from './payout.ts';
import { asTenant } from './wallet.fixtures.ts';

const W = '/payroll/payment-management/wallets';
let line = 880_000;

/** A pay-in of acme's, made through its own API. */
async function acmePayin(t: TestApp, acme: { token: string }): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${W}/payins`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: { amount: '1000' },
  });
  if (res.statusCode !== 201) throw new Error(`acme pay-in: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/** A transfer of acme's: money credited straight to its ledger, then a payout of one line. */
async function acmeTransfer(t: TestApp, acme: { companyId: number }): Promise<number> {
  return asTenant(t, acme.companyId, async (tx) => {
    line += 1;
    await postMovement(tx, acme.companyId, 'payin', { payinId: 990_000_000 + line }, 10_000);
    const start = await startPayout(tx, acme.companyId, [
      {
        lineId: line,
        amountKobo: 10_000,
        bankCode: '058',
        accountNumber: '0123450001',
        accountName: 'ACME',
        narration: 'Salary',
      },
    ]);
    if (!start.started || start.transferIds[0] === undefined) throw new Error('acme payout did not start');
    return start.transferIds[0];
  });
}

/** Pay-ins and transfers: acme's by id is a 404 to demo's admin. */
export const walletIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${W}/payins/{id}`,
    request: async (t, acme) => ({ url: `${W}/payins/${await acmePayin(t, acme)}` }),
  },
  {
    route: `GET /api/v1${W}/transfers/{id}`,
    request: async (t, acme) => ({ url: `${W}/transfers/${await acmeTransfer(t, acme)}` }),
  },
  {
    route: `POST /api/v1${W}/transfers/{id}/retry`,
    request: async (t, acme) => ({ url: `${W}/transfers/${await acmeTransfer(t, acme)}/retry` }),
  },
];

export const walletIsolationExemptions: IsolationExemption[] = [
  {
    route: 'POST /api/v1/payroll/payment-management/payments/webhooks/{provider}',
    reason:
      'public: its path names a provider, not a record; the company comes from the signed event’s reference (ADR 57)',
  },
];
