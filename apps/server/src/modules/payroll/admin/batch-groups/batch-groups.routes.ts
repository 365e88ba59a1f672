import type { FastifyInstance } from 'fastify';
import { BATCH_GROUP_MESSAGES as M, batchGroupEndpoints as E } from '@clockroom/contracts';
import { resourceRoutes } from '../../../../platform/http/crud-routes.ts';
import * as service from './batch-groups.service.ts';

/** /payroll/salarymanagement/settings/batching-and-grouping: list, create, get, update, delete. */
export async function batchGroupRoutes(app: FastifyInstance): Promise<void> {
  resourceRoutes(app, E, M, {
    list: service.listGroups,
    create: service.createGroup,
    get: service.getGroup,
    update: service.updateGroup,
    delete: service.deleteGroup,
  });
}
