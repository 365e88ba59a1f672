import { sql } from 'drizzle-orm';
import type { TrainingCategory, TrainingCategoryValues, TrainingSettings } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { trainings } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/** Training settings (training_categories, training_settings; ADR 62), always scoped by company. */

/** Without a saved row: no default capacity, reminders 7 days before a review. */
export const DEFAULT_TRAINING_SETTINGS: TrainingSettings = {
  default_capacity: null,
  review_reminder_days: 7,
};

export async function settingsOf(tx: Tx, companyId: number): Promise<TrainingSettings> {
  const r = await tx.execute<{ default_capacity: number | null; review_reminder_days: number }>(sql`
    SELECT default_capacity, review_reminder_days FROM training_settings WHERE company_id = ${companyId}`);
  const row = r.rows[0];
  if (!row) return DEFAULT_TRAINING_SETTINGS;
  return {
    default_capacity: row.default_capacity === null ? null : Number(row.default_capacity),
    review_reminder_days: Number(row.review_reminder_days),
  };
}

export async function saveSettings(tx: Tx, companyId: number, v: TrainingSettings) {
  await tx.execute(sql`INSERT INTO training_settings (company_id, default_capacity, review_reminder_days)
    VALUES (${companyId}, ${v.default_capacity}, ${v.review_reminder_days})
    ON CONFLICT (company_id) DO UPDATE SET default_capacity = EXCLUDED.default_capacity,
      review_reminder_days = EXCLUDED.review_reminder_days, updated_at = now()`);
}

const CATEGORY = sql`SELECT c.id, c.name, c.description,
    ${childCount(trainings, trainings.categoryId, sql`c`)} AS trainings_count
  FROM training_categories c`;
type RawCategory = { id: string | number; name: string; description: string | null; trainings_count: number };
const toCategory = (r: RawCategory): TrainingCategory => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  trainings_count: Number(r.trainings_count),
});

export async function listCategories(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = sql`c.company_id = ${companyId} ${search ? sql`AND c.name ILIKE ${`%${search}%`}` : sql``}`;
  const q = { select: CATEGORY, from: sql`training_categories c`, where, order: sql`lower(c.name), c.id` };
  return filteredPage(tx, { ...q, limit, offset }, toCategory);
}

export async function findCategory(tx: Tx, companyId: number, id: number): Promise<TrainingCategory | null> {
  const r = await tx.execute<RawCategory>(
    sql`${CATEGORY} WHERE c.company_id = ${companyId} AND c.id = ${id}`,
  );
  const row = r.rows[0];
  return row ? toCategory(row) : null;
}

export async function insertCategory(tx: Tx, companyId: number, v: TrainingCategoryValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`INSERT INTO training_categories
    (company_id, name, description) VALUES (${companyId}, ${v.name}, ${v.description ?? null}) RETURNING id`);
  return Number(expectRow(r.rows, 'training category insert').id);
}

export async function updateCategory(tx: Tx, companyId: number, id: number, v: TrainingCategoryValues) {
  await tx.execute(sql`UPDATE training_categories SET name = ${v.name}, description = ${v.description ?? null},
    updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteCategory(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM training_categories WHERE company_id = ${companyId} AND id = ${id}`);
}
