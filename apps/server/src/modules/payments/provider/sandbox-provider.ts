import { randomUUID } from 'node:crypto';
import { BANKS } from '../../../db/seed/lookups/banks.ts';
import type {
  AccountLookup,
  PayoutProvider,
  ProviderCall,
  ProviderEvent,
  ProviderVirtualAccount,
  TransferAccepted,
  TransferOrder,
} from './payout-provider.ts';
import { payments, queueJob } from './provider-runtime.ts';
import { sandboxStatement } from './provider.repository.ts';

/**
 * The sandbox provider (issue 21, ADR 57): behaves like a real one without a network, deterministically.
 * - verification: `0000000000` is not found; any other ten digits verify to a name made from them;
 * - transfers: an account ending `0001` fails (invalid account); one ending `0002` is accepted and
 *   settles `PAYMENTS_SETTLE_SECONDS` later (30 s by default); every other one settles at once;
 * - pay-ins: an announced top-up arrives at once.
 * Every outcome is a signed webhook delivered through the job queue and checked like a real one.
 */

const FIRST = [
  'Adaeze',
  'Babatunde',
  'Chinedu',
  'Damilola',
  'Emeka',
  'Funmilayo',
  'Ifeoma',
  'Kunle',
  'Ngozi',
  'Tunde',
];
const LAST = [
  'Okafor',
  'Adeyemi',
  'Balogun',
  'Eze',
  'Ibrahim',
  'Nwosu',
  'Ogunleye',
  'Bello',
  'Okonkwo',
  'Lawal',
];

/** A stable name from the digits, so the same number always verifies to the same person. */
export function sandboxAccountName(accountNumber: string): string {
  const d = accountNumber.split('').map(Number);
  return `${FIRST[d[8] ?? 0]} ${LAST[d[9] ?? 0]} ${accountNumber.slice(-4)}`.toUpperCase();
}

export type SandboxOutcome = { kind: 'failed'; reason: string } | { kind: 'settles'; afterSeconds: number };

/** What the sandbox does with a transfer to this account. */
export function sandboxOutcome(accountNumber: string, settleSeconds: number): SandboxOutcome {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber === '0000000000' || accountNumber.endsWith('0001'))
    return { kind: 'failed', reason: 'Invalid account: the beneficiary bank rejected the account number' };
  if (accountNumber.endsWith('0002')) return { kind: 'settles', afterSeconds: settleSeconds };
  return { kind: 'settles', afterSeconds: 0 };
}

async function deliver(call: ProviderCall, event: ProviderEvent, afterSeconds: number): Promise<void> {
  const body = JSON.stringify({
    event_id: event.id,
    type: event.type,
    data: {
      reference: event.reference,
      amount_kobo: event.amountKobo,
      reason: event.reason ?? null,
    },
  });
  await queueJob(call.tx, call.companyId, payments().sandboxWebhook, { body }, afterSeconds);
}

export const sandboxProvider: PayoutProvider = {
  name: 'sandbox',
  async listBanks() {
    return BANKS.map(([, name, code]) => ({ name, code }));
  },
  async verifyAccount(accountNumber): Promise<AccountLookup> {
    if (!/^\d{10}$/.test(accountNumber) || accountNumber === '0000000000') return { found: false };
    return { found: true, accountName: sandboxAccountName(accountNumber) };
  },
  async createVirtualAccount({ reference, companyName }): Promise<ProviderVirtualAccount> {
    return virtualAccountOf(reference, companyName);
  },
  async getVirtualAccount(reference) {
    return virtualAccountOf(reference, null);
  },
  async expectPayin(call, { reference, amountKobo }) {
    await deliver(call, { id: randomUUID(), type: 'payin.received', reference, amountKobo }, 0);
  },
  async createTransfer(call, order: TransferOrder): Promise<TransferAccepted> {
    const outcome = sandboxOutcome(order.accountNumber, payments().config.sandboxSettleSeconds);
    const base = { id: randomUUID(), reference: order.reference, amountKobo: order.amountKobo };
    if (outcome.kind === 'failed')
      await deliver(call, { ...base, type: 'transfer.failed', reason: outcome.reason }, 0);
    else await deliver(call, { ...base, type: 'transfer.succeeded' }, outcome.afterSeconds);
    return { accepted: true, providerReference: `SBX-${order.reference}` };
  },
  statementBalance({ tx, companyId }) {
    return sandboxStatement(tx, companyId);
  },
  parseEvent(body) {
    const b = body as { event_id?: unknown; type?: unknown; data?: Record<string, unknown> } | null;
    const types = ['payin.received', 'transfer.succeeded', 'transfer.failed'];
    if (!b || typeof b.event_id !== 'string' || typeof b.type !== 'string' || !types.includes(b.type))
      return null;
    const data = b.data ?? {};
    if (typeof data.reference !== 'string' || !Number.isSafeInteger(data.amount_kobo)) return null;
    return {
      id: b.event_id.slice(0, 200),
      type: b.type as ProviderEvent['type'],
      reference: data.reference.slice(0, 200),
      amountKobo: Number(data.amount_kobo),
      reason: typeof data.reason === 'string' ? data.reason.slice(0, 500) : null,
    };
  },
};

/** A NUBAN made from the reference, at the sandbox's own bank. */
function virtualAccountOf(reference: string, companyName: string | null): ProviderVirtualAccount {
  let hash = 0;
  for (const ch of reference) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  return {
    accountNumber: `9${String(hash).padStart(9, '0')}`,
    accountName: `Clockroom / ${companyName ?? 'Wallet'}`.slice(0, 100),
    bankName: 'Clockroom Sandbox Bank',
    bankCode: '999',
    reference,
  };
}
