import type { FastifyInstance } from 'fastify';
import { RECRUITER_MESSAGES as M, recruiterEndpoints as E } from '@clockroom/contracts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import * as recruiters from './recruiters.service.ts';

/** Recruiter settings (settings/recruiter-settings; ADR 66). */
export function recruiterRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    list: [E.list, M.listed, recruiters.listRecruiters],
    create: [E.create, M.created, recruiters.createRecruiter],
    get: [E.get, M.loaded, recruiters.getRecruiter],
    update: [E.update, M.updated, recruiters.updateRecruiter],
    delete: [E.delete, M.deleted, recruiters.deleteRecruiter],
  });
}
