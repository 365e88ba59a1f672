import type { FastifyInstance } from 'fastify';
import { PAY_PACKAGE_MESSAGES as M, payPackageEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as packages from './pay-packages.service.ts';
import * as assignments from './pay-package-assignments.service.ts';
import { previewPayPackage } from './pay-package-preview.service.ts';

/** Pay packages, their assignment and the worked payslip preview (issue 19, ADR 44). */
export async function registerPackages(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  crudRoutes(app, {
    list: [E.list, M.listed, packages.listPayPackages],
    create: [E.create, M.created, packages.createPayPackage],
    get: [E.get, M.loaded, packages.getPayPackage],
    update: [E.update, M.updated, packages.updatePayPackage],
    delete: [E.delete, M.deleted, packages.deletePayPackage],
  });
  route(app, E.assign, async (req) =>
    ok(M.assigned, await assignments.assignToPackage(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.unassign, async (req) =>
    ok(M.unassigned, await assignments.unassignFromPackage(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.assignables, async (req) =>
    ok(M.assignablesLoaded, await assignments.packageAssignables(signedIn(req), req.params.id)),
  );
  route(app, E.preview, async (req) =>
    ok(M.previewLoaded, await previewPayPackage(signedIn(req), req.params.id, req.query)),
  );
}
