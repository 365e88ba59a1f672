import type { FastifyRequest } from 'fastify';
import {
  PAYMENT_MANDATE_EXTENSIONS,
  PAYMENT_MANDATE_FIELD,
  PAYMENT_MANDATE_MAX_BYTES,
  PAYMENT_OPTION_MESSAGES as M,
  toPaging,
  type ListPage,
  type PaymentMandate,
  type PaymentMandateListQuery,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import type { FileContent } from '../../../platform/files/files.service.ts';
import { readDocument, storePrivateUpload } from '../../../platform/files/private-documents.ts';
import * as repo from './payment-options.repository.ts';

/** The kind mandates carry in `files`: private, no owner, read through this area's own route only. */
export const PAYMENT_MANDATE_KIND = 'payment-mandate';

const answer = ({ file_id: _f, file_token: _t, created_at, ...row }: repo.MandateRow): PaymentMandate => ({
  ...row,
  created_at: created_at.toISOString(),
});

/** Every option's mandates, newest first; `payment_option_id` narrows them to one option. */
export async function listMandates(
  ctx: SignedInContext,
  q: PaymentMandateListQuery,
): Promise<ListPage<PaymentMandate>> {
  const p = toPaging(q);
  const optionId = q.payment_option_id ?? undefined;
  const { results: rows, total } = await repo.listMandates(
    ctx.tx,
    ctx.companyId,
    { search: p.search, optionIds: optionId === undefined ? undefined : [optionId] },
    p.perPage,
    p.offset,
  );
  return { results: rows.map(answer), total };
}

async function requireMandate(ctx: SignedInContext, id: number): Promise<repo.MandateRow> {
  return orNotFound(await repo.findMandate(ctx.tx, ctx.companyId, id), M.mandateNotFound);
}

/**
 * POST …/payment-options/{id}/mandates: the signed mandate as a PDF, JPG or PNG (checked on its
 * bytes by the platform's upload rules), kept private, with an optional description.
 */
export async function uploadMandate(
  ctx: SignedInContext,
  deps: AppDeps,
  optionId: number,
  req: FastifyRequest,
): Promise<PaymentMandate> {
  const option = await repo.findOption(ctx.tx, ctx.companyId, optionId);
  if (!option) throw notFound(M.notFound);
  // The platform checks the name and the bytes each against the lists; a mandate wants them to agree.
  const upload = await readDocument(req, {
    field: PAYMENT_MANDATE_FIELD,
    maxBytes: PAYMENT_MANDATE_MAX_BYTES,
    extensions: PAYMENT_MANDATE_EXTENSIONS,
    messages: { missing: M.mandateMissing, type: M.mandateType, size: M.mandateSize },
  });
  const description = (upload.fields.description ?? '').trim() || null;
  if (description && description.length > 250) throw invalidField('description', M.descriptionTooLong);
  const stored = await storePrivateUpload(ctx, deps, PAYMENT_MANDATE_KIND, upload);
  const id = await repo.insertMandate(ctx.tx, ctx.companyId, {
    optionId,
    fileId: stored.id,
    description,
    userId: ctx.user.id,
  });
  await audit(ctx, {
    action: 'upload-mandate',
    entity: 'payment option',
    entityId: optionId,
    description: `Uploaded mandate "${upload.originalName}" for payment option ${option.name}`,
  });
  return answer(await requireMandate(ctx, id));
}

/** The mandate's bytes as uploaded; another company's id is a 404. */
export async function mandateFile(ctx: SignedInContext, deps: AppDeps, id: number): Promise<FileContent> {
  const row = await requireMandate(ctx, id);
  const key = await repo.mandateStorageKey(ctx.tx, ctx.companyId, row.file_id);
  if (!key) throw notFound(M.mandateNotFound);
  return { bytes: await deps.files.read(key), mimeType: row.mime_type, originalName: row.file_name };
}

export async function deleteMandate(ctx: SignedInContext, id: number): Promise<void> {
  const row = await requireMandate(ctx, id);
  await repo.deleteMandate(ctx.tx, ctx.companyId, row.file_id);
  await audit(ctx, {
    action: 'delete-mandate',
    entity: 'payment option',
    entityId: row.payment_option_id,
    description: `Deleted mandate "${row.file_name}" of payment option ${row.payment_option_name}`,
  });
}
