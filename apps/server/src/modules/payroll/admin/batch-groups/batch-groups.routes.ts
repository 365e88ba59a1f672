import type { FastifyInstance } from 'fastify';
import { BATCH_GROUP_MESSAGES as M, batchGroupEndpoints as E } from '@clockroom/contracts';
import { crudRoutes } from '../../../../platform/http/crud-routes.ts';
import * as service from './batch-groups.service.ts';

/** /payroll/salarymanagement/settings/batching-and-grouping: list, create, get, update, delete. */
export async function batchGroupRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    list: [E.list, M.listed, service.listGroups],
    create: [E.create, M.created, service.createGroup],
    get: [E.get, M.loaded, service.getGroup],
    update: [E.update, M.updated, service.updateGroup],
    delete: [E.delete, M.deleted, service.deleteGroup],
  });
}
