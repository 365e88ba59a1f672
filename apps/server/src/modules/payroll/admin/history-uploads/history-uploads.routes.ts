import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HISTORY_UPLOAD_FILE_FIELD,
  HISTORY_UPLOAD_MAX_BYTES,
  HISTORY_UPLOAD_MESSAGES as M,
  historyUploadEndpoints as E,
  historyUploadOptionsSchema,
} from '@clockroom/contracts';
import { readUpload } from '../../../../platform/files/upload.ts';
import { EXPORT_MIME_TYPES } from '../../../../platform/exports/table-writers.ts';
import { fileResponse } from '../../../../platform/files/file-response.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { invalidField } from '../../../../platform/http/errors.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as service from './history-uploads.service.ts';

const templateResponse = fileResponse('The payment history template, as an attachment', [
  EXPORT_MIME_TYPES.csv,
  EXPORT_MIME_TYPES.xlsx,
]);

const readHistoryFile = (req: FastifyRequest) =>
  readUpload(req, {
    field: HISTORY_UPLOAD_FILE_FIELD,
    maxBytes: HISTORY_UPLOAD_MAX_BYTES,
    types: ['text', 'zip'],
    extensions: ['csv', 'xlsx'],
    messages: { missing: M.fileMissing, type: M.fileType, size: M.fileSize },
  });

/** The template's bytes, sent as they are (the route's typed reply expects its declared string). */
async function sendTemplate(req: FastifyRequest, reply: FastifyReply, format: 'csv' | 'xlsx') {
  return reply
    .type(EXPORT_MIME_TYPES[format])
    .header('content-disposition', `attachment; filename="payment-history-template.${format}"`)
    .header('cache-control', 'no-store')
    .send(await service.template(signedIn(req), format));
}

/** The flag may come in the query or as a form field before the file. */
function onlyValidOf(queryFlag: boolean, fields: Record<string, string>): boolean {
  const parsed = historyUploadOptionsSchema.safeParse(fields);
  if (!parsed.success) throw invalidField('only_valid', M.onlyValidInvalid);
  return queryFlag || parsed.data.only_valid;
}

/** Upload payment history (spec 3 §2 settings/upload-payment-history; ADR 48). */
export async function historyUploadRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listUploads(signedIn(req), req.query)));
  route(app, E.template, async (req, reply) => sendTemplate(req, reply, req.query.format), {
    fileResponse: templateResponse,
  });
  route(app, E.check, async (req) =>
    ok(M.checked, await service.checkFile(signedIn(req), await readHistoryFile(req))),
  );
  route(app, E.upload, async (req) => {
    const upload = await readHistoryFile(req);
    const onlyValid = onlyValidOf(req.query.only_valid, upload.fields);
    return ok(M.uploaded, await service.uploadFile(signedIn(req), upload, onlyValid));
  });
  route(app, E.get, async (req) => ok(M.loaded, await service.getUpload(signedIn(req), req.params.id)));
}
