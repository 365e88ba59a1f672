import type { FastifyInstance } from 'fastify';
import {
  POSTING_MESSAGES as M,
  jobPostingEndpoints as E,
  postingSettingEndpoints as S,
} from '@clockroom/contracts';
import { resourceRoutes, usualMessagesOf } from '../../../platform/http/crud-routes.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as postings from './postings.service.ts';
import * as settings from './posting-settings.service.ts';

/** Job postings and the posting settings (spec 3 §4 and §7; issue 24; ADR 66). */
export function postingRoutes(app: FastifyInstance): void {
  resourceRoutes(app, E, M, {
    list: postings.listPostings,
    create: postings.createPosting,
    get: postings.getPosting,
    update: postings.updatePosting,
    delete: postings.deletePosting,
  });
  serviceRoute(app, E.publish, M.published, 'id', postings.publishPosting);
  serviceRoute(app, E.unpublish, M.unpublished, 'id', postings.unpublishPosting);

  resourceRoutes(app, S, usualMessagesOf(M, 'setting'), {
    list: settings.listSettings,
    create: settings.createSetting,
    get: settings.getSetting,
    update: settings.updateSetting,
    delete: settings.deleteSetting,
  });
}
