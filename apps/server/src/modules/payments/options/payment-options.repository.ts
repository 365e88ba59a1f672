import { sql } from 'drizzle-orm';
import type {
  BankFileFormatName,
  PaymentMandate,
  PaymentOptionType,
  PaymentOptionValues,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { paymentOptionMandates as mandates } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/**
 * Payment options and mandates (payment_options, payment_option_mandates). Every statement names
 * the company as well as relying on RLS (ADR 18).
 */

export interface OptionRow {
  id: number;
  name: string;
  type: PaymentOptionType;
  bank_file_format: BankFileFormatName | null;
  mandates_count: number;
  created_at: Date;
  updated_at: Date;
}

type RawOption = Omit<OptionRow, 'id' | 'mandates_count' | 'created_at' | 'updated_at'> & {
  id: string | number;
  mandates_count: string | number;
  created_at: Date | string;
  updated_at: Date | string;
};

const toOption = (r: RawOption): OptionRow => ({
  id: Number(r.id),
  name: r.name,
  type: r.type,
  bank_file_format: r.bank_file_format,
  mandates_count: Number(r.mandates_count),
  created_at: new Date(r.created_at),
  updated_at: new Date(r.updated_at),
});

const SELECT = sql`SELECT o.id, o.name, o.type, o.bank_file_format, o.created_at, o.updated_at,
    ${childCount(mandates, mandates.paymentOptionId, sql`o`, { type: 'bigint' })} AS mandates_count
  FROM payment_options o`;

export async function listOptions(
  tx: Tx,
  companyId: number,
  filter: { search: string | undefined; type: PaymentOptionType | undefined },
  limit: number,
  offset: number,
): Promise<{ results: OptionRow[]; total: number }> {
  const where = sql`o.company_id = ${companyId}
    ${filter.search ? sql`AND o.name ILIKE ${`%${filter.search}%`}` : sql``}
    ${filter.type ? sql`AND o.type = ${filter.type}` : sql``}`;
  const q = { select: SELECT, from: sql`payment_options o`, where, order: sql`lower(o.name), o.id` };
  return filteredPage(tx, { ...q, limit, offset }, toOption);
}

/** The company's option (locked for a write when asked), or null: another company's id is absent. */
export async function findOption(
  tx: Tx,
  companyId: number,
  id: number,
  lock = false,
): Promise<OptionRow | null> {
  const r = await tx.execute<RawOption>(sql`${SELECT}
    WHERE o.company_id = ${companyId} AND o.id = ${id} ${lock ? sql`FOR UPDATE OF o` : sql``}`);
  const row = r.rows[0];
  return row ? toOption(row) : null;
}

export async function insertOption(tx: Tx, companyId: number, v: PaymentOptionValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payment_options (company_id, name, type, bank_file_format)
    VALUES (${companyId}, ${v.name}, ${v.type}, ${v.bank_file_format}) RETURNING id`);
  return Number(expectRow(r.rows, 'payment option insert').id);
}

export async function updateOption(tx: Tx, companyId: number, id: number, v: PaymentOptionValues) {
  await tx.execute(sql`
    UPDATE payment_options SET name = ${v.name}, type = ${v.type},
      bank_file_format = ${v.bank_file_format}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/** The option, its mandates and their file rows (the mandates go with their files, by cascade). */
export async function deleteOption(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM files f USING payment_option_mandates m
    WHERE f.company_id = ${companyId} AND m.company_id = f.company_id AND m.file_id = f.id
      AND m.payment_option_id = ${id}`);
  await tx.execute(sql`DELETE FROM payment_options WHERE company_id = ${companyId} AND id = ${id}`);
}

// ----- Mandates -----

export interface MandateRow extends Omit<PaymentMandate, 'created_at'> {
  created_at: Date;
  file_id: number;
  file_token: string;
}

type RawMandate = Record<keyof MandateRow, unknown>;

const toMandate = (r: RawMandate): MandateRow => ({
  id: Number(r.id),
  payment_option_id: Number(r.payment_option_id),
  payment_option_name: String(r.payment_option_name),
  description: r.description === null ? null : String(r.description),
  file_name: String(r.file_name),
  mime_type: String(r.mime_type),
  size_bytes: Number(r.size_bytes),
  uploaded_by: r.uploaded_by === null ? null : String(r.uploaded_by),
  created_at: new Date(r.created_at as string),
  file_id: Number(r.file_id),
  file_token: String(r.file_token),
});

// Who uploaded: the sign-in's employee, by name; null once the sign-in is gone.
const MANDATE_SELECT = sql`SELECT m.id, m.payment_option_id, o.name AS payment_option_name,
    m.description, f.original_name AS file_name, f.mime_type, f.size_bytes, m.created_at,
    m.file_id, f.token AS file_token,
    (SELECT e.first_name || ' ' || e.last_name FROM users u
      JOIN employees e ON e.company_id = u.company_id AND e.id = u.employee_id
      WHERE u.company_id = m.company_id AND u.id = m.uploaded_by_user_id) AS uploaded_by
  FROM payment_option_mandates m
  JOIN payment_options o ON o.company_id = m.company_id AND o.id = m.payment_option_id
  JOIN files f ON f.company_id = m.company_id AND f.id = m.file_id`;

export async function listMandates(
  tx: Tx,
  companyId: number,
  filter: { search: string | undefined; optionIds: readonly number[] | undefined },
  limit: number,
  offset: number,
): Promise<{ results: MandateRow[]; total: number }> {
  const like = filter.search ? `%${filter.search}%` : undefined;
  const where = sql`m.company_id = ${companyId}
    ${filter.optionIds ? sql`AND m.payment_option_id = ANY(${pgArray(filter.optionIds)}::bigint[])` : sql``}
    ${like ? sql`AND (o.name ILIKE ${like} OR f.original_name ILIKE ${like} OR m.description ILIKE ${like})` : sql``}`;
  const from = sql`payment_option_mandates m
    JOIN payment_options o ON o.company_id = m.company_id AND o.id = m.payment_option_id
    JOIN files f ON f.company_id = m.company_id AND f.id = m.file_id`;
  const order = sql`m.created_at DESC, m.id DESC`;
  return filteredPage(tx, { select: MANDATE_SELECT, from, where, order, limit, offset }, toMandate);
}

export async function findMandate(tx: Tx, companyId: number, id: number): Promise<MandateRow | null> {
  const r = await tx.execute<RawMandate>(
    sql`${MANDATE_SELECT} WHERE m.company_id = ${companyId} AND m.id = ${id}`,
  );
  const row = r.rows[0];
  return row ? toMandate(row) : null;
}

export async function insertMandate(
  tx: Tx,
  companyId: number,
  v: { optionId: number; fileId: number; description: string | null; userId: number },
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payment_option_mandates (company_id, payment_option_id, file_id, description, uploaded_by_user_id)
    VALUES (${companyId}, ${v.optionId}, ${v.fileId}, ${v.description}, ${v.userId}) RETURNING id`);
  return Number(expectRow(r.rows, 'payment mandate insert').id);
}

/** The mandate goes with its file row (cascade); the bytes stay in storage, as other documents'. */
export async function deleteMandate(tx: Tx, companyId: number, fileId: number) {
  await tx.execute(sql`DELETE FROM files WHERE company_id = ${companyId} AND id = ${fileId}`);
}

/** The file's storage key, for the download. */
export async function mandateStorageKey(tx: Tx, companyId: number, fileId: number): Promise<string | null> {
  const r = await tx.execute<{ storage_key: string }>(
    sql`SELECT storage_key FROM files WHERE company_id = ${companyId} AND id = ${fileId}`,
  );
  return r.rows[0]?.storage_key ?? null;
}

/** An option's kind only (what payment uploads read), without counting its mandates. */
export async function findOptionKind(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<{
  id: number;
  name: string;
  type: PaymentOptionType;
  bank_file_format: BankFileFormatName | null;
} | null> {
  const r = await tx.execute<{
    id: string | number;
    name: string;
    type: PaymentOptionType;
    bank_file_format: BankFileFormatName | null;
  }>(
    sql`SELECT id, name, type, bank_file_format FROM payment_options WHERE company_id = ${companyId} AND id = ${id}`,
  );
  const row = r.rows[0];
  return row ? { ...row, id: Number(row.id) } : null;
}
