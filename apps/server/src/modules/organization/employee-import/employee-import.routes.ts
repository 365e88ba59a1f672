import type { FastifyInstance } from 'fastify';
import {
  IMPORT_ENDPOINTS as E,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES as M,
  importOptionsSchema,
} from '@clockroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { readUpload } from '../../../platform/files/upload.ts';
import { EXPORT_MIME_TYPES } from '../../../platform/exports/table-writers.ts';
import { fileResponse } from '../../../platform/files/file-response.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './employee-import.service.ts';

const templateResponse = fileResponse('The import template, as an attachment', [
  EXPORT_MIME_TYPES.csv,
  EXPORT_MIME_TYPES.xlsx,
]);

const readImportFile = (req: FastifyRequest) =>
  readUpload(req, {
    field: IMPORT_FILE_FIELD,
    maxBytes: IMPORT_MAX_BYTES,
    types: ['text', 'zip'],
    extensions: ['csv', 'xlsx'],
    messages: { missing: M.fileMissing, type: M.fileType, size: M.fileSize },
  });

/** The template's bytes, sent as they are (the route's typed reply expects its declared string). */
async function sendTemplate(reply: FastifyReply, format: 'csv' | 'xlsx') {
  return reply
    .type(EXPORT_MIME_TYPES[format])
    .header('content-disposition', `attachment; filename="employees-import-template.${format}"`)
    .header('cache-control', 'no-store')
    .send(await service.template(format));
}

/** Bulk import of employees (beyond the spec): template, check, import. */
export async function employeeImportRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  route(app, E.template, async (req, reply) => sendTemplate(reply, req.query.format), {
    fileResponse: templateResponse,
  });
  route(app, E.preview, async (req) =>
    ok(M.previewed, await service.preview(signedIn(req), await readImportFile(req))),
  );
  route(app, E.import, async (req) => {
    const upload = await readImportFile(req);
    // The flag may come as a form field (before the file) or in the query string.
    const onlyValid = req.query.only_valid || importOptionsSchema.parse(upload.fields).only_valid;
    return ok(M.imported, await service.importEmployees(signedIn(req), upload, onlyValid));
  });
}
