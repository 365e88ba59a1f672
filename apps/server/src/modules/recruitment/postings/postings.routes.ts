import type { FastifyInstance } from 'fastify';
import {
  POSTING_MESSAGES as M,
  jobPostingEndpoints as E,
  postingSettingEndpoints as S,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as postings from './postings.service.ts';
import * as settings from './posting-settings.service.ts';

/** Job postings and the posting settings (spec 3 §4 and §7; issue 24; ADR 66). */
export function postingRoutes(app: FastifyInstance): void {
  route(app, E.list, async (req) => ok(M.listed, await postings.listPostings(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await postings.createPosting(signedIn(req), req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await postings.getPosting(signedIn(req), req.params.id)));
  route(app, E.update, async (req) => ok(M.updated, await postings.updatePosting(signedIn(req), req.params.id, req.body)));
  route(app, E.delete, async (req) => {
    await postings.deletePosting(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
  route(app, E.publish, async (req) => ok(M.published, await postings.publishPosting(signedIn(req), req.params.id)));
  route(app, E.unpublish, async (req) => ok(M.unpublished, await postings.unpublishPosting(signedIn(req), req.params.id)));

  route(app, S.list, async (req) => ok(M.settingsListed, await settings.listSettings(signedIn(req), req.query)));
  route(app, S.create, async (req) => ok(M.settingCreated, await settings.createSetting(signedIn(req), req.body)));
  route(app, S.get, async (req) => ok(M.settingLoaded, await settings.getSetting(signedIn(req), req.params.id)));
  route(app, S.update, async (req) =>
    ok(M.settingUpdated, await settings.updateSetting(signedIn(req), req.params.id, req.body)),
  );
  route(app, S.delete, async (req) => {
    await settings.deleteSetting(signedIn(req), req.params.id);
    return ok(M.settingDeleted, null);
  });
}
