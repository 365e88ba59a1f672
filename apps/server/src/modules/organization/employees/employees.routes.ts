import type { FastifyInstance } from 'fastify';
import {
  EMPLOYEE_ENDPOINTS as E,
  EMPLOYEE_MESSAGES as M,
  type EmployeeStatusEndpoint,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './employees.service.ts';
import * as lifecycle from './employee-lifecycle.service.ts';
import * as records from './employee-records.service.ts';

/** Spec 1 §7 Employees: the calls, their schemas and permissions are in contracts (EMPLOYEE_ENDPOINTS). */
export async function employeeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listEmployees(signedIn(req), req.query)));
  route(app, E.search, async (req) =>
    ok(M.searched, await service.searchEmployees(signedIn(req), req.query)),
  );
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
  route(app, E.get, async (req) => ok(M.loaded, await service.getEmployee(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await service.updateEmployee(signedIn(req), deps, req.params.id, req.body)),
  );
  route(app, E.documents, async (req) =>
    ok(M.documentsListed, await records.listDocuments(signedIn(req), req.params.id)),
  );
  route(app, E.uploadDocument, async (req) =>
    ok(M.documentUploaded, await records.uploadDocument(signedIn(req), deps, req.params.id, req)),
  );
  route(app, E.deleteDocument, async (req) => {
    await records.deleteDocument(signedIn(req), req.params.id, req.params.documentId);
    return ok(M.documentDeleted, null);
  });
  route(app, E.activity, async (req) =>
    ok(M.activityListed, await records.activity(signedIn(req), req.params.id, req.query)),
  );
}
