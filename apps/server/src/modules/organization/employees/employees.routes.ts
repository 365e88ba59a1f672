import type { FastifyInstance } from 'fastify';
import {
  EMPLOYEE_ENDPOINTS as E,
  EMPLOYEE_MESSAGES as M,
  type EmployeeStatusEndpoint,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './employees.service.ts';
import * as lifecycle from './employee-lifecycle.service.ts';
import * as records from './employee-records.service.ts';

/** Spec 1 §7 Employees: the calls, their schemas and permissions are in contracts (EMPLOYEE_ENDPOINTS). */
export async function employeeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', service.listEmployees);
  serviceRoute(app, E.search, M.searched, 'query', service.searchEmployees);
  route(app, E.create, async (req) =>
    ok(M.created, await service.createEmployee(signedIn(req), deps, req.body)),
  );
  route(app, E.uploadPicture, async (req) =>
    ok(M.pictureUploaded, await records.uploadPicture(signedIn(req), deps, req)),
  );
  for (const status of ['activate', 'deactivate'] as const satisfies readonly EmployeeStatusEndpoint[]) {
    route(app, E[status], async (req) => {
      const r = await lifecycle.changeStatus(signedIn(req), status, req.body.id);
      return ok(r.message, { id: r.ids });
    });
  }
  route(app, E.archive, async (req) =>
    ok(M.archived, await lifecycle.archiveEmployees(signedIn(req), req.body.id)),
  );
  route(app, E.archives, async (req) =>
    ok(M.archivesListed, await service.listEmployees(signedIn(req), req.query, true)),
  );
  route(app, E.restore, async (req) =>
    ok(M.restored, await lifecycle.restoreEmployees(signedIn(req), req.body.id)),
  );
  route(app, E.deleteArchived, async (req) =>
    ok(M.deleted, await lifecycle.deleteArchived(signedIn(req), req.body.id)),
  );
  serviceRoute(app, E.get, M.loaded, 'id', service.getEmployee);
  route(app, E.update, async (req) =>
    ok(M.updated, await service.updateEmployee(signedIn(req), deps, req.params.id, req.body)),
  );
  serviceRoute(app, E.documents, M.documentsListed, 'id', records.listDocuments);
  route(app, E.uploadDocument, async (req) =>
    ok(M.documentUploaded, await records.uploadDocument(signedIn(req), deps, req.params.id, req)),
  );
  route(app, E.deleteDocument, async (req) => {
    await records.deleteDocument(signedIn(req), req.params.id, req.params.documentId);
    return ok(M.documentDeleted, null);
  });
  serviceRoute(app, E.activity, M.activityListed, 'id, query', records.activity);
}
