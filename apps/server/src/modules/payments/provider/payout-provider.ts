import type { Tx } from '../../../platform/db/database.ts';

/**
 * What the wallet needs from a Nigerian payout provider (issue 21, ADR 57), the shape Paystack,
 * Flutterwave, Monnify and their peers all offer: banks by CBN code, account-name lookup (NIP name
 * enquiry), a dedicated virtual account (NUBAN) for pay-ins, transfers by our reference, a balance
 * statement, and signed webhooks for every outcome. A real provider implements this interface and
 * maps its own webhook payload onto `ProviderEvent` (README "Payment provider").
 */

/** The transaction and company of the call: the sandbox queues its webhooks in it. */
export interface ProviderCall {
  tx: Tx;
  companyId: number;
}

export interface ProviderBank {
  name: string;
  code: string;
}

export type AccountLookup = { found: true; accountName: string } | { found: false };

export interface ProviderVirtualAccount {
  accountNumber: string;
  accountName: string;
  bankName: string;
  bankCode: string;
  reference: string;
}

export interface TransferOrder {
  /** Ours, unique per transfer; the provider makes a repeated order with the same reference a no-op. */
  reference: string;
  amountKobo: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  narration: string;
}

export type TransferAccepted =
  { accepted: true; providerReference: string } | { accepted: false; reason: string };

/**
 * An outcome, as the webhook delivers it once its signature is checked. `reference` is ours (the
 * pay-in's or the transfer's); every reference we make starts with `CR<company id>-`, which is how a
 * public webhook finds its company before anything else is read.
 */
export interface ProviderEvent {
  id: string;
  type: 'payin.received' | 'transfer.succeeded' | 'transfer.failed';
  reference: string;
  amountKobo: number;
  reason?: string | null;
}

export interface PayoutProvider {
  readonly name: string;
  listBanks(): Promise<ProviderBank[]>;
  verifyAccount(accountNumber: string, bankCode: string): Promise<AccountLookup>;
  createVirtualAccount(input: { reference: string; companyName: string }): Promise<ProviderVirtualAccount>;
  getVirtualAccount(reference: string): Promise<ProviderVirtualAccount | null>;
  /** A top-up was announced: a real provider does nothing (the company's bank transfer arrives by itself). */
  expectPayin(call: ProviderCall, input: { reference: string; amountKobo: number }): Promise<void>;
  createTransfer(call: ProviderCall, order: TransferOrder): Promise<TransferAccepted>;
  /** The balance the provider holds for the company, in kobo, for the daily reconciliation. */
  statementBalance(call: ProviderCall): Promise<number>;
  /** The webhook's body as the provider sent it, to our event; null when it is not one we act on. */
  parseEvent(body: unknown): ProviderEvent | null;
}
