import type { FastifyInstance } from 'fastify';
import { PAY_PACKAGE_MESSAGES as M, payPackageEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as packages from './pay-packages.service.ts';
import * as assignments from './pay-package-assignments.service.ts';
import { previewPayPackage } from './pay-package-preview.service.ts';

/** Pay packages, their assignment and the worked payslip preview (issue 19, ADR 44). */
export async function registerPackages(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  resourceRoutes(app, E, M, {
    list: packages.listPayPackages,
    create: packages.createPayPackage,
    get: packages.getPayPackage,
    update: packages.updatePayPackage,
    delete: packages.deletePayPackage,
  });
  serviceRoute(app, E.assign, M.assigned, 'id, body', assignments.assignToPackage);
  serviceRoute(app, E.unassign, M.unassigned, 'id, body', assignments.unassignFromPackage);
  serviceRoute(app, E.assignables, M.assignablesLoaded, 'id', assignments.packageAssignables);
  serviceRoute(app, E.preview, M.previewLoaded, 'id, query', previewPayPackage);
}
