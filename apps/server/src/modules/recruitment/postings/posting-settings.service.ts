import {
  POSTING_MESSAGES as M,
  type ListPage,
  type PagingQuery,
  type PostingSetting,
  type PostingSettingValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound, searchedPage } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './posting-settings.repository.ts';

/**
 * Posting settings (manage-job-posting-settings; ADR 66): named sets of default screening questions
 * and closing rules; the one marked default is used (one at a time: marking another clears it).
 */

registerUniqueConstraint('job_posting_settings_name_key', { field: 'name', message: M.settingNameTaken });

export function listSettings(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<PostingSetting>> {
  return searchedPage(ctx, q, repo.listSettings);
}

export async function getSetting(ctx: SignedInContext, id: number): Promise<PostingSetting> {
  return orNotFound(await repo.findSetting(ctx.tx, ctx.companyId, id), M.settingNotFound);
}

const setting = namedResource<PostingSetting>('job posting setting', getSetting);

export const createSetting = (ctx: SignedInContext, v: PostingSettingValues) =>
  auditedCreate(ctx, setting, () => repo.insertSetting(ctx.tx, ctx.companyId, v));

export const updateSetting = (ctx: SignedInContext, id: number, v: PostingSettingValues) =>
  auditedUpdate(ctx, setting, id, () => repo.updateSetting(ctx.tx, ctx.companyId, id, v));

export const deleteSetting = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, setting, id, () => repo.deleteSetting(ctx.tx, ctx.companyId, id));

export const defaultSetting = (ctx: SignedInContext) => repo.defaultSetting(ctx.tx, ctx.companyId);
