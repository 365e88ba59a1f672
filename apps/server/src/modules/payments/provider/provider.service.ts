import {
  PAYMENT_PROVIDER_MESSAGES as M,
  type Bank,
  type VerifiedAccount,
  type VirtualAccount,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/errors.ts';
import { payments } from './provider-runtime.ts';
import * as repo from './provider.repository.ts';

/** Banks, account verification and the wallet's virtual account (issue 21, ADR 57). */

/** The banks lookup table (CBN codes), which transfers and bank files use alike. */
export function listBanks(ctx: SignedInContext): Promise<Bank[]> {
  return repo.listBanks(ctx.tx);
}

async function providerCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A provider that cannot be reached is the provider's trouble, not a bug of ours: a 503 to retry.
    throw new AppError(503, M.providerUnavailable);
  }
}

export async function verifyAccount(
  ctx: SignedInContext,
  accountNumber: string,
  bankCode: string,
): Promise<VerifiedAccount> {
  const bankName = await repo.bankName(ctx.tx, bankCode);
  if (!bankName) throw invalidField('bank_code', M.bankNotFound);
  const found = await providerCall(() => payments().provider.verifyAccount(accountNumber, bankCode));
  if (!found.found) throw notFound(M.accountNotFound);
  return {
    account_number: accountNumber,
    bank_code: bankCode,
    bank_name: bankName,
    account_name: found.accountName,
  };
}

export function virtualAccounts(tx: Tx, companyId: number): Promise<VirtualAccount[]> {
  return repo.virtualAccounts(tx, companyId);
}

/** The current provider's virtual account, opened on first use; one per provider and company. */
export async function ensureVirtualAccount(tx: Tx, companyId: number): Promise<VirtualAccount> {
  const { provider } = payments();
  const existing = (await repo.virtualAccounts(tx, companyId, provider.name))[0];
  if (existing) return existing;
  const name = (await repo.companyName(tx, companyId)) ?? 'Wallet';
  const opened = await providerCall(() =>
    provider.createVirtualAccount({ reference: `CR${companyId}-VA`, companyName: name }),
  );
  return repo.insertVirtualAccount(tx, companyId, provider.name, opened);
}
