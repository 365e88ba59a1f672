import { POSTING_MESSAGES as M } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { namedSettings } from '../../../platform/audit/named-settings.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './posting-settings.repository.ts';

/**
 * Posting settings (manage-job-posting-settings; ADR 66): named sets of default screening questions
 * and closing rules; the one marked default is used (one at a time: marking another clears it).
 */

registerUniqueConstraint('job_posting_settings_name_key', { field: 'name', message: M.settingNameTaken });

export const {
  list: listSettings,
  get: getSetting,
  create: createSetting,
  update: updateSetting,
  remove: deleteSetting,
} = namedSettings({
  entity: 'job posting setting',
  notFound: M.settingNotFound,
  rows: {
    list: repo.listSettings,
    find: repo.findSetting,
    insert: repo.insertSetting,
    update: repo.updateSetting,
    remove: repo.deleteSetting,
  },
});

export const defaultSetting = (ctx: SignedInContext) => repo.defaultSetting(ctx.tx, ctx.companyId);
