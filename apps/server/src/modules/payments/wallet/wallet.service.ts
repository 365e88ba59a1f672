import {
  PAYMENT_PROVIDERS,
  PAYMENT_WALLET_MESSAGES as M,
  koboToNaira,
  type Payin,
  type Transfer,
  type Wallet,
  type WalletStats,
  type WalletSettings,
  type WalletSettingsValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/errors.ts';
import { filteredReads } from '../../../platform/http/company-rows.ts';
import { payments } from '../provider/provider-runtime.ts';
import { ensureVirtualAccount, virtualAccounts } from '../provider/provider.service.ts';
import { addHistory } from './history.repository.ts';
import { accountBalance, lockWallet } from './ledger.repository.ts';
import { findPayin, insertPayin, listPayins } from './payins.repository.ts';
import { payoutListener } from './payout-listener.ts';
import { getPaymentSettings, startRetry } from './payout.ts';
import { lastReconciliation } from './reconciliation.repository.ts';
import { writeSettings } from './settings.repository.ts';
import { walletStats } from './wallet-stats.repository.ts';
import { findPaymentOption } from '../options/index.ts';
import { findTransfer, listTransfers } from './transfers.repository.ts';

/** The wallet's calls (issue 21, ADR 57): the wallet, pay-ins, transfers and their retry, settings. */

export function stats(ctx: SignedInContext): Promise<WalletStats> {
  return walletStats(ctx.tx, ctx.companyId);
}

export async function wallet(ctx: SignedInContext): Promise<Wallet> {
  const settings = await getPaymentSettings(ctx.tx, ctx.companyId);
  const accounts = await virtualAccounts(ctx.tx, ctx.companyId);
  return {
    provider: settings.provider,
    currency: 'NGN',
    balance: koboToNaira(await accountBalance(ctx.tx, ctx.companyId, 'wallet')),
    reserved: koboToNaira(await accountBalance(ctx.tx, ctx.companyId, 'reserved')),
    virtual_account: accounts.find((a) => a.provider === settings.provider) ?? accounts[0] ?? null,
    default_payment_option_id: settings.default_payment_option_id,
    reconciliation: await lastReconciliation(ctx.tx, ctx.companyId),
  };
}

const payinReads = filteredReads(listPayins, findPayin, M.payinNotFound);
export const payins = payinReads.list;
export const payin = payinReads.get;

/**
 * A top-up: the virtual account is opened if the wallet has none, the pay-in waits as pending, and
 * the provider is told to expect it (the sandbox then credits it through its webhook).
 */
export async function createPayin(ctx: SignedInContext, amountKobo: number): Promise<Payin> {
  const { provider } = await lockWallet(ctx.tx, ctx.companyId);
  await ensureVirtualAccount(ctx.tx, ctx.companyId);
  const made = await insertPayin(ctx.tx, ctx.companyId, { provider, amountKobo, userId: ctx.user.id });
  await addHistory(ctx.tx, ctx.companyId, 'payin', made.id, 'pending', null);
  await payments().provider.expectPayin(
    { tx: ctx.tx, companyId: ctx.companyId },
    { reference: made.reference, amountKobo },
  );
  return payin(ctx, made.id);
}

const transferReads = filteredReads(listTransfers, findTransfer, M.transferNotFound);
export const transfers = transferReads.list;
export const transfer = transferReads.get;

const RETRY_REFUSALS = {
  not_failed: M.retryNotFailed,
  taken: M.retryTaken,
  not_allowed: M.retryNotAllowed,
  insufficient_balance: M.insufficientBalance,
} as const;

/** A failed transfer sent again as a new one, to the line's current bank details (the re-route). */
export async function retryTransfer(ctx: SignedInContext, id: number): Promise<Transfer> {
  const listener = payoutListener();
  const started = await startRetry(ctx.tx, ctx.companyId, id, (lineId) =>
    listener ? listener.currentPayoutLine(ctx.tx, ctx.companyId, lineId) : Promise.resolve(null),
  );
  if (!started.retried) {
    if (started.reason === 'not_found') throw notFound(M.transferNotFound);
    throw new AppError(422, RETRY_REFUSALS[started.reason]);
  }
  return transfer(ctx, started.transferId);
}

export async function settings(ctx: SignedInContext): Promise<WalletSettings> {
  const s = await getPaymentSettings(ctx.tx, ctx.companyId);
  return { ...s, providers: [...PAYMENT_PROVIDERS] };
}

export async function saveSettings(ctx: SignedInContext, v: WalletSettingsValues): Promise<WalletSettings> {
  if (v.provider !== payments().provider.name) throw invalidField('provider', M.providerInvalid);
  if (
    v.default_payment_option_id !== null &&
    !(await findPaymentOption(ctx.tx, ctx.companyId, v.default_payment_option_id))
  )
    throw invalidField('default_payment_option_id', M.optionNotFound);
  await lockWallet(ctx.tx, ctx.companyId);
  await writeSettings(ctx.tx, ctx.companyId, {
    provider: v.provider,
    defaultPaymentOptionId: v.default_payment_option_id,
  });
  return settings(ctx);
}
