import {
  TRAINING_MESSAGES as M,
  type TrainingCategory,
  type TrainingSettings,
  type TrainingSettingsValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { namedSettings } from '../../../platform/audit/named-settings.ts';
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

/** A category trainings use is kept (409). */
export const {
  list: listCategories,
  get: getCategory,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
} = namedSettings({
  entity: 'training category',
  notFound: M.categoryNotFound,
  rows: {
    list: repo.listCategories,
    find: repo.findCategory,
    insert: repo.insertCategory,
    update: repo.updateCategory,
    remove: repo.deleteCategory,
  },
  keep: (before: TrainingCategory) => {
    if (before.trainings_count > 0) throw conflict(M.categoryInUse);
  },
});
