import {
  TRAINING_MESSAGES as M,
  type ListPage,
  type PagingQuery,
  type TrainingCategory,
  type TrainingCategoryValues,
  type TrainingSettings,
  type TrainingSettingsValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { orNotFound, searchedPage } from '../../../platform/http/company-rows.ts';
import { audit } from '../../../platform/audit/audit.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './training-settings.repository.ts';

/** Training settings (ADR 62): the categories of training and the company's defaults. */

registerUniqueConstraint('training_categories_name_key', { field: 'name', message: M.categoryNameTaken });

export { settingsOf } from './training-settings.repository.ts';

export const readSettings = (ctx: SignedInContext) => repo.settingsOf(ctx.tx, ctx.companyId);

export async function saveSettings(
  ctx: SignedInContext,
  v: TrainingSettingsValues,
): Promise<TrainingSettings> {
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

export function listCategories(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<TrainingCategory>> {
  return searchedPage(ctx, q, repo.listCategories);
}

export async function getCategory(ctx: SignedInContext, id: number): Promise<TrainingCategory> {
  return orNotFound(await repo.findCategory(ctx.tx, ctx.companyId, id), M.categoryNotFound);
}

const category = namedResource<TrainingCategory>('training category', getCategory);

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
