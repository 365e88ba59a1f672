import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk } from './named-keys.ts';
import { files } from './files.ts';
import { cascadeTo, createdAt, ref, tenantTable, timestamps } from './columns.ts';

/**
 * Payment options and their mandates (issue 21, ADR 58): how an approved payment schedule is paid
 * (a bank file to upload at the bank, or the company wallet) and the signed authorisations the bank
 * needs for it.
 */
export const paymentOptions = tenantTable(
  'payment_options',
  {
    name: text('name').notNull(),
    /** bank_file | wallet */
    type: text('type').notNull(),
    /** generic_csv | bank_bulk_csv for a bank file; null for the wallet. */
    bankFileFormat: text('bank_file_format'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_options_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('payment_options', t),
    check('payment_options_type_check', sql`${t.type} IN ('bank_file', 'wallet')`),
    check(
      'payment_options_format_check',
      sql`(${t.type} = 'bank_file' AND ${t.bankFileFormat} IN ('generic_csv', 'bank_bulk_csv'))
        OR (${t.type} = 'wallet' AND ${t.bankFileFormat} IS NULL)`,
    ),
  ],
);

/** A signed mandate kept for an option; the bytes are a private file (files, kind payment-mandate). */
export const paymentOptionMandates = tenantTable(
  'payment_option_mandates',
  {
    paymentOptionId: ref('payment_option_id').notNull(),
    fileId: ref('file_id').notNull(),
    description: text('description'),
    uploadedByUserId: ref('uploaded_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    companyFk('payment_option_mandates', t),
    cascadeTo(paymentOptions, t, t.paymentOptionId, 'payment_option_mandates_option_fk'),
    cascadeTo(files, t, t.fileId, 'payment_option_mandates_file_fk'),
    index('payment_option_mandates_option_idx').on(t.companyId, t.paymentOptionId),
  ],
);
