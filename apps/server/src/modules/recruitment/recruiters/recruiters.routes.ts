import type { FastifyInstance } from 'fastify';
import { RECRUITER_MESSAGES as M, recruiterEndpoints as E } from '@clockroom/contracts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import * as recruiters from './recruiters.service.ts';

/** Recruiter settings (settings/recruiter-settings; ADR 66). */
export function recruiterRoutes(app: FastifyInstance): void {
  resourceRoutes(app, E, M, {
    list: recruiters.listRecruiters,
    create: recruiters.createRecruiter,
    get: recruiters.getRecruiter,
    update: recruiters.updateRecruiter,
    delete: recruiters.deleteRecruiter,
  });
}
