import type { FastifyRequest } from 'fastify';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  EMPLOYEE_DOCUMENT_EXTENSIONS,
  EMPLOYEE_DOCUMENT_FIELD,
  EMPLOYEE_DOCUMENT_MAX_BYTES,
  EMPLOYEE_FORM_MESSAGES as F,
  EMPLOYEE_MESSAGES as M,
  toPaging,
  type EmployeeActivity,
  type EmployeeDocument,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { readUpload } from '../../../platform/files/upload.ts';
import { storeFile } from '../../../platform/files/files.service.ts';
import { storePrivateUpload } from '../../../platform/files/private-documents.ts';
import * as repo from './employees.repository.ts';
import * as records from './employee-records.repository.ts';

/** The kind private employee documents carry in `files` (downloads check it). */
export const EMPLOYEE_DOCUMENT_KIND = 'employee-document';

/** POST /organization/employees/image-upload: a public JPEG whose URL becomes the `picture` value. */
export async function uploadPicture(ctx: SignedInContext, deps: AppDeps, req: FastifyRequest) {
  const upload = await readUpload(req, {
    field: AVATAR_FIELD,
    maxBytes: AVATAR_MAX_BYTES,
    types: ['jpeg'],
    extensions: ['jpg', 'jpeg'],
    messages: { missing: M.pictureMissing, type: F.avatarNotJpg, size: F.avatarTooBig },
  });
  const stored = await storeFile(ctx, deps.files, {
    kind: 'employee-picture',
    originalName: upload.originalName,
    mimeType: upload.mimeType,
    extension: 'jpg',
    bytes: upload.bytes,
    isPublic: true,
  });
  return stored.url;
}

async function requireEmployee(ctx: SignedInContext, id: number) {
  const row = await repo.findEmployee(ctx.tx, ctx.companyId, id);
  if (!row) throw notFound(M.notFound);
  return row.employee;
}

export async function listDocuments(ctx: SignedInContext, employeeId: number): Promise<EmployeeDocument[]> {
  await requireEmployee(ctx, employeeId);
  const rows = await records.listDocuments(ctx.tx, ctx.companyId, employeeId);
  return rows.map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    url: `/api/v1/downloads/${r.file_name}`,
  }));
}

/** POST /organization/employees/{id}/documents: a private file, readable by the company's HR. */
export async function uploadDocument(
  ctx: SignedInContext,
  deps: AppDeps,
  employeeId: number,
  req: FastifyRequest,
) {
  const employee = await requireEmployee(ctx, employeeId);
  const upload = await readUpload(req, {
    field: EMPLOYEE_DOCUMENT_FIELD,
    maxBytes: EMPLOYEE_DOCUMENT_MAX_BYTES,
    types: ['pdf', 'jpeg', 'png', 'zip'],
    extensions: EMPLOYEE_DOCUMENT_EXTENSIONS,
    messages: { missing: M.documentMissing, type: M.documentType, size: M.documentSize },
  });
  const title = (upload.fields.title ?? '').trim();
  if (!title) throw invalidField('title', M.documentTitleRequired);
  if (title.length > 150) throw invalidField('title', F.tooLong);
  const stored = await storePrivateUpload(ctx, deps, EMPLOYEE_DOCUMENT_KIND, upload);
  const doc = await records.insertDocument(ctx.tx, ctx.companyId, {
    employeeId,
    fileId: stored.id,
    title,
    uploadedByUserId: ctx.user.id,
  });
  await audit(ctx, {
    action: 'upload-document',
    entity: 'employee',
    entityId: employeeId,
    description: `Uploaded document "${title}" for ${employee.firstName} ${employee.lastName}`,
  });
  return { id: doc.id, title, file_name: stored.fileName, url: stored.url };
}

export async function deleteDocument(ctx: SignedInContext, employeeId: number, documentId: number) {
  const employee = await requireEmployee(ctx, employeeId);
  const doc = await records.findDocument(ctx.tx, ctx.companyId, employeeId, documentId);
  if (!doc) throw notFound(M.documentNotFound);
  await records.deleteDocument(ctx.tx, ctx.companyId, doc.id, doc.fileId);
  await audit(ctx, {
    action: 'delete-document',
    entity: 'employee',
    entityId: employeeId,
    description: `Deleted document "${doc.title}" of ${employee.firstName} ${employee.lastName}`,
  });
}

export async function activity(
  ctx: SignedInContext,
  employeeId: number,
  q: PagingQuery,
): Promise<ListPage<EmployeeActivity>> {
  await requireEmployee(ctx, employeeId);
  const paging = toPaging(q);
  const page = await records.activityOf(ctx.tx, ctx.companyId, employeeId, paging.perPage, paging.offset);
  return { ...page, results: page.results.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
}
