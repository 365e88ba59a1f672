import type { FastifyInstance } from 'fastify';
import {
  HISTORY_UPLOAD_FILE_FIELD,
  HISTORY_UPLOAD_MAX_BYTES,
  HISTORY_UPLOAD_MESSAGES as M,
  historyUploadEndpoints as E,
  historyUploadOptionsSchema,
} from '@clockroom/contracts';
import { sheetUpload } from '../../../../platform/files/sheet-upload.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { invalidField } from '../../../../platform/http/errors.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import * as service from './history-uploads.service.ts';

const sheet = sheetUpload({
  field: HISTORY_UPLOAD_FILE_FIELD,
  maxBytes: HISTORY_UPLOAD_MAX_BYTES,
  messages: { missing: M.fileMissing, type: M.fileType, size: M.fileSize },
  template: {
    description: 'The payment history template, as an attachment',
    name: 'payment-history-template',
  },
});

/** The flag may come in the query or as a form field before the file. */
function onlyValidOf(queryFlag: boolean, fields: Record<string, string>): boolean {
  const parsed = historyUploadOptionsSchema.safeParse(fields);
  if (!parsed.success) throw invalidField('only_valid', M.onlyValidInvalid);
  return queryFlag || parsed.data.only_valid;
}

/** Upload payment history (spec 3 §2 settings/upload-payment-history; ADR 48). */
export async function historyUploadRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', service.listUploads);
  route(
    app,
    E.template,
    async (req, reply) =>
      sheet.sendTemplate(reply, req.query.format, await service.template(signedIn(req), req.query.format)),
    { fileResponse: sheet.templateResponse },
  );
  route(app, E.check, async (req) =>
    ok(M.checked, await service.checkFile(signedIn(req), await sheet.read(req))),
  );
  route(app, E.upload, async (req) => {
    const upload = await sheet.read(req);
    const onlyValid = onlyValidOf(req.query.only_valid, upload.fields);
    return ok(M.uploaded, await service.uploadFile(signedIn(req), upload, onlyValid));
  });
  serviceRoute(app, E.get, M.loaded, 'id', service.getUpload);
}
