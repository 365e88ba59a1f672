import type { FastifyRequest } from 'fastify';
import {
  TRAINING_CERTIFICATE_FIELD,
  TRAINING_CERTIFICATE_MAX_BYTES,
  TRAINING_MESSAGES as M,
  hasPermission,
  type Enrolment,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import type { FileContent } from '../../../platform/files/files.service.ts';
import { readDocument, storePrivateUpload } from '../../../platform/files/private-documents.ts';
import * as repo from './trainings.repository.ts';

/** The kind certificates carry in `files`: private, read through this area's own route only. */
export const TRAINING_CERTIFICATE_KIND = 'training-certificate';

/** POST /hrm/trainings/enrolments/{id}/certificate: a PDF, JPG or PNG, checked on its bytes. */
export async function uploadCertificate(
  ctx: SignedInContext,
  deps: AppDeps,
  enrolmentId: number,
  req: FastifyRequest,
): Promise<Enrolment> {
  const e = await repo.findEnrolment(ctx.tx, ctx.companyId, enrolmentId);
  if (!e) throw notFound(M.enrolmentNotFound);
  const upload = await readDocument(req, {
    field: TRAINING_CERTIFICATE_FIELD,
    maxBytes: TRAINING_CERTIFICATE_MAX_BYTES,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    messages: { missing: M.certificateMissing, type: M.certificateType, size: M.certificateSize },
  });
  const stored = await storePrivateUpload(ctx, deps, TRAINING_CERTIFICATE_KIND, upload);
  await repo.setCertificate(ctx.tx, ctx.companyId, enrolmentId, stored.id);
  await audit(ctx, {
    action: 'upload-certificate',
    entity: 'training',
    entityId: e.training_id,
    description: `Uploaded certificate "${upload.originalName}" for ${e.employee_name}`,
  });
  const after = await repo.findEnrolment(ctx.tx, ctx.companyId, enrolmentId);
  if (!after) throw notFound(M.enrolmentNotFound);
  const { training_id: _t, file_id: _f, ...answer } = after;
  return answer;
}

/** The certificate's bytes, to HR or to the enrolled employee; anyone else gets a 404. */
export async function certificateFile(
  ctx: SignedInContext,
  deps: AppDeps,
  enrolmentId: number,
): Promise<FileContent> {
  const e = await repo.findEnrolment(ctx.tx, ctx.companyId, enrolmentId);
  const allowed = e && (hasPermission(ctx.user, 'view trainings') || e.employee_id === ctx.user.employee.id);
  if (!e || !allowed || e.file_id === null || !e.certificate) throw notFound(M.certificateNotFound);
  const key = await repo.storageKey(ctx.tx, ctx.companyId, e.file_id);
  if (!key) throw notFound(M.certificateNotFound);
  return {
    bytes: await deps.files.read(key),
    mimeType: e.certificate.mime_type,
    originalName: e.certificate.file_name,
  };
}
