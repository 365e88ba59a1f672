import {
  TRAINING_MESSAGES as M,
  toPaging,
  type ListPage,
  type PagingQuery,
  type TrainingCategory,
  type TrainingCategoryValues,
  type TrainingSettings,
  type TrainingSettingsValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { auditedCreate, auditedDelete, auditedUpdate, type AuditedResource } from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './training-settings.repository.ts';

/** Training settings (ADR 62): the categories of training and the company's defaults. */

registerUniqueConstraint('training_categories_name_key', { field: 'name', message: M.categoryNameTaken });

export { settingsOf } from './training-settings.repository.ts';

export const readSettings = (ctx: SignedInContext) => repo.settingsOf(ctx.tx, ctx.companyId);

export async function saveSettings(ctx: SignedInContext, v: TrainingSettingsValues): Promise<TrainingSettings> {
  const before = await readSettings(ctx);
  await repo.saveSettings(ctx.tx, ctx.companyId, {
    default_capacity: v.default_capacity ?? null,
    review_reminder_days: v.review_reminder_days,
  });
  const after = await readSettings(ctx);
  await audit(ctx, {
    action: 'update',
    entity: 'training settings',
    entityId: ctx.companyId,
    description: 'Updated the training settings',
    before,
    after,
  });
  return after;
}

export async function listCategories(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<TrainingCategory>> {
  const p = toPaging(q);
  return repo.listCategories(ctx.tx, ctx.companyId, p.search, p.perPage, p.offset);
}

export async function getCategory(ctx: SignedInContext, id: number): Promise<TrainingCategory> {
  const row = await repo.findCategory(ctx.tx, ctx.companyId, id);
  if (!row) throw notFound(M.categoryNotFound);
  return row;
}

const category: AuditedResource<TrainingCategory> = {
  entity: 'training category',
  name: (row) => row.name,
  find: getCategory,
};

export function createCategory(ctx: SignedInContext, v: TrainingCategoryValues): Promise<TrainingCategory> {
  return auditedCreate(ctx, category, () => repo.insertCategory(ctx.tx, ctx.companyId, v));
}

export function updateCategory(ctx: SignedInContext, id: number, v: TrainingCategoryValues) {
  return auditedUpdate(ctx, category, id, () => repo.updateCategory(ctx.tx, ctx.companyId, id, v));
}

/** A category trainings use is kept (409). */
export function deleteCategory(ctx: SignedInContext, id: number): Promise<void> {
  return auditedDelete(ctx, category, id, async (before) => {
    if (before.trainings_count > 0) throw conflict(M.categoryInUse);
    await repo.deleteCategory(ctx.tx, ctx.companyId, id);
  });
}
