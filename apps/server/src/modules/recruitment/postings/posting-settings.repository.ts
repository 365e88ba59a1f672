import { sql } from 'drizzle-orm';
import type { PostingSetting, PostingSettingValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/** Posting settings (job_posting_settings; ADR 66): default questions and closing rules. */

type Raw = Record<string, unknown>;

const SELECT = sql`SELECT s.id, s.name, s.questions, s.closing_days, s.close_when_filled, s.is_default
  FROM job_posting_settings s`;

const toSetting = (r: Raw): PostingSetting => {
  const raw = typeof r.questions === 'string' ? (JSON.parse(r.questions) as unknown) : r.questions;
  const questions = (Array.isArray(raw) ? raw : []) as { text: string; required: boolean }[];
  return {
    id: Number(r.id),
    name: String(r.name),
    questions: questions.map((q) => ({ text: String(q.text), required: Boolean(q.required) })),
    closing_days: r.closing_days === null ? null : Number(r.closing_days),
    close_when_filled: Boolean(r.close_when_filled),
    is_default: Boolean(r.is_default),
    questions_count: questions.length,
  };
};

export async function listSettings(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = sql`s.company_id = ${companyId} ${search ? sql`AND s.name ILIKE ${`%${search}%`}` : sql``}`;
  const from = sql`job_posting_settings s`;
  const order = sql`s.is_default DESC, lower(s.name), s.id`;
  return filteredPage(tx, { select: SELECT, from, where, order, limit, offset }, toSetting);
}

export async function findSetting(tx: Tx, companyId: number, id: number) {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE s.company_id = ${companyId} AND s.id = ${id}`);
  return r.rows[0] ? toSetting(r.rows[0]) : null;
}

/** The company's default setting (a new posting's questions, a publication's closing days), or null. */
export async function defaultSetting(tx: Tx, companyId: number) {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE s.company_id = ${companyId} AND s.is_default`);
  return r.rows[0] ? toSetting(r.rows[0]) : null;
}

/** One default at a time: marking one clears the others first. */
async function clearDefault(tx: Tx, companyId: number, v: PostingSettingValues) {
  if (v.is_default)
    await tx.execute(
      sql`UPDATE job_posting_settings SET is_default = false WHERE company_id = ${companyId} AND is_default`,
    );
}

export async function insertSetting(tx: Tx, companyId: number, v: PostingSettingValues) {
  await clearDefault(tx, companyId, v);
  const r = await tx.execute<{ id: number | string }>(sql`INSERT INTO job_posting_settings (company_id, name,
      questions, closing_days, close_when_filled, is_default)
    VALUES (${companyId}, ${v.name}, ${JSON.stringify(v.questions)}::jsonb, ${v.closing_days}, ${v.close_when_filled},
      ${v.is_default}) RETURNING id`);
  return Number(expectRow(r.rows, 'job posting setting insert').id);
}

export async function updateSetting(tx: Tx, companyId: number, id: number, v: PostingSettingValues) {
  await clearDefault(tx, companyId, v);
  await tx.execute(sql`UPDATE job_posting_settings SET name = ${v.name}, questions = ${JSON.stringify(v.questions)}::jsonb,
      closing_days = ${v.closing_days}, close_when_filled = ${v.close_when_filled}, is_default = ${v.is_default},
      updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteSetting(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM job_posting_settings WHERE company_id = ${companyId} AND id = ${id}`);
}
