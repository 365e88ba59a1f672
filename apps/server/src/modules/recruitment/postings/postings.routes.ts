import type { FastifyInstance } from 'fastify';
import {
  POSTING_MESSAGES as M,
  jobPostingEndpoints as E,
  postingSettingEndpoints as S,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as postings from './postings.service.ts';
import * as settings from './posting-settings.service.ts';

/** Job postings and the posting settings (spec 3 §4 and §7; issue 24; ADR 66). */
export function postingRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    list: [E.list, M.listed, postings.listPostings],
    create: [E.create, M.created, postings.createPosting],
    get: [E.get, M.loaded, postings.getPosting],
    update: [E.update, M.updated, postings.updatePosting],
    delete: [E.delete, M.deleted, postings.deletePosting],
  });
  route(app, E.publish, async (req) =>
    ok(M.published, await postings.publishPosting(signedIn(req), req.params.id)),
  );
  route(app, E.unpublish, async (req) =>
    ok(M.unpublished, await postings.unpublishPosting(signedIn(req), req.params.id)),
  );

  crudRoutes(app, {
    list: [S.list, M.settingsListed, settings.listSettings],
    create: [S.create, M.settingCreated, settings.createSetting],
    get: [S.get, M.settingLoaded, settings.getSetting],
    update: [S.update, M.settingUpdated, settings.updateSetting],
    delete: [S.delete, M.settingDeleted, settings.deleteSetting],
  });
}
