import type { FastifyInstance } from 'fastify';
import { BRANCH_ENDPOINTS as E, BRANCH_MESSAGES as M } from '@clockroom/contracts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './branches.service.ts';

/** Branches (spec 1 §7 "Branches"): the calls and their permissions are in contracts. */
export async function branchRoutes(app: FastifyInstance): Promise<void> {
  resourceRoutes(app, E, M, {
    list: service.listBranches,
    create: service.createBranch,
    get: service.getBranch,
    update: service.updateBranch,
    delete: service.deleteBranch,
  });
  serviceRoute(app, E.departments, M.departmentsListed, 'id', service.listBranchDepartments);
  serviceRoute(app, E.types, M.typesListed, 'context', service.listBranchTypes);
}
