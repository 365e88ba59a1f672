import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk } from './named-keys.ts';
import {
  cascadeTo,
  companyId,
  createdAt,
  instant,
  kobo,
  ref,
  sameCompanyKey,
  tenantTable,
  timestamps,
  updatedAt,
} from './columns.ts';

/**
 * The company wallet and its payment provider (issue 21, ADR 57). Money is whole kobo. The balance
 * is never stored: it is the sum of the ledger's entries (double entry, each movement summing to
 * zero), so every naira in or out can be traced to the pay-in or transfer that moved it.
 */

/** One row per company: the provider it pays through and the payment option used by default. */
export const walletSettings = pgTable(
  'wallet_settings',
  {
    companyId: companyId(),
    provider: text('provider').notNull().default('sandbox'),
    /** A payment option (issue 21's options area); kept as an id, checked when saved. */
    defaultPaymentOptionId: ref('default_payment_option_id'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId] }), companyFk('wallet_settings', t)],
);

/** The NUBAN the provider opened for the wallet: the company tops the wallet up by paying into it. */
export const walletVirtualAccounts = tenantTable(
  'wallet_virtual_accounts',
  {
    provider: text('provider').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    bankCode: text('bank_code').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_virtual_accounts_provider_key').on(t.companyId, t.provider),
    companyFk('wallet_virtual_accounts', t),
  ],
);

/** A top-up: pending until the provider's webhook says the money arrived. */
export const walletPayins = tenantTable(
  'wallet_payins',
  {
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    /** pending | settled | failed */
    status: text('status').notNull().default('pending'),
    createdByUserId: ref('created_by_user_id'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('wallet_payins_reference_key').on(t.companyId, t.reference),
    index('wallet_payins_created_idx').on(t.companyId, t.createdAt),
    companyFk('wallet_payins', t),
    check('wallet_payins_status_check', sql`${t.status} IN ('pending', 'settled', 'failed')`),
    check('wallet_payins_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * One payout of one payment schedule line. A retry is a new transfer (`retry_of_id`); a line has at
 * most one transfer that has not failed, so it is paid at most once however often it is retried.
 */
export const walletTransfers = tenantTable(
  'wallet_transfers',
  {
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    lineId: ref('line_id').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    narration: text('narration').notNull(),
    /** pending (reserved, not yet sent) | processing (the provider has it) | paid | failed */
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    providerReference: text('provider_reference'),
    retryOfId: ref('retry_of_id'),
    ...timestamps(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('wallet_transfers_reference_key').on(t.companyId, t.reference),
    uniqueIndex('wallet_transfers_live_line_key')
      .on(t.companyId, t.lineId)
      .where(sql`${t.status} <> 'failed'`),
    index('wallet_transfers_status_idx').on(t.companyId, t.status, t.createdAt),
    companyFk('wallet_transfers', t),
    sameCompanyKey(t, t, t.retryOfId, 'wallet_transfers_retry_fk'),
    check('wallet_transfers_status_check', sql`${t.status} IN ('pending', 'processing', 'paid', 'failed')`),
    check('wallet_transfers_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/** Each status a transfer or a pay-in went through, for the view-single screen. */
export const walletStatusHistory = tenantTable(
  'wallet_status_history',
  {
    /** payin | transfer */
    subject: text('subject').notNull(),
    subjectId: ref('subject_id').notNull(),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_status_history_subject_idx').on(t.companyId, t.subject, t.subjectId),
    companyFk('wallet_status_history', t),
  ],
);

/**
 * A movement of money: its entries sum to zero. At most one of each kind per pay-in or transfer, so
 * a webhook or job that runs twice cannot move the money twice.
 */
export const walletMovements = tenantTable(
  'wallet_movements',
  {
    /** payin | reserve | payout | reversal */
    kind: text('kind').notNull(),
    payinId: ref('payin_id'),
    transferId: ref('transfer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_movements_payin_key')
      .on(t.companyId, t.kind, t.payinId)
      .where(sql`${t.payinId} IS NOT NULL`),
    uniqueIndex('wallet_movements_transfer_key')
      .on(t.companyId, t.kind, t.transferId)
      .where(sql`${t.transferId} IS NOT NULL`),
    companyFk('wallet_movements', t),
    check('wallet_movements_kind_check', sql`${t.kind} IN ('payin', 'reserve', 'payout', 'reversal')`),
  ],
);

/** One side of a movement on one ledger account: wallet, reserved, paid_out or funding. */
export const walletLedgerEntries = tenantTable(
  'wallet_ledger_entries',
  {
    movementId: ref('movement_id').notNull(),
    account: text('account').notNull(),
    /** Signed: a debit of one account is the credit of another. */
    amountKobo: kobo('amount_kobo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_entries_account_idx').on(t.companyId, t.account, t.createdAt),
    index('wallet_ledger_entries_movement_idx').on(t.companyId, t.movementId),
    cascadeTo(walletMovements, t, t.movementId, 'wallet_ledger_entries_movement_fk'),
    check(
      'wallet_ledger_entries_account_check',
      sql`${t.account} IN ('wallet', 'reserved', 'paid_out', 'funding')`,
    ),
  ],
);

/** An event id the provider's webhook delivered: seen once, ignored after. */
export const walletWebhookEvents = pgTable(
  'wallet_webhook_events',
  {
    companyId: companyId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.provider, t.eventId] }),
    companyFk('wallet_webhook_events', t),
  ],
);

/** The daily comparison of the ledger's balance with the provider's statement. */
export const walletReconciliations = pgTable(
  'wallet_reconciliations',
  {
    companyId: companyId(),
    day: date('day').notNull(),
    ledgerKobo: kobo('ledger_kobo').notNull(),
    providerKobo: kobo('provider_kobo').notNull(),
    differenceKobo: kobo('difference_kobo').notNull(),
    checkedAt: instant('checked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] }), companyFk('wallet_reconciliations', t)],
);
