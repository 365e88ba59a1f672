import { randomBytes } from 'node:crypto';
import { DOWNLOAD_MESSAGES, hasPermission } from '@clockroom/contracts';
import type { RequestContext, SignedInContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import * as repo from './files.repository.ts';
import { findExportJobByFileName } from '../jobs/jobs.repository.ts';
import type { FileStorage } from './storage.ts';

export interface StoreFileInput {
  kind: string;
  originalName: string;
  mimeType: string;
  extension: string;
  bytes: Buffer;
  /** Pictures and logos are shown in <img> tags, which cannot send a bearer token. */
  isPublic?: boolean;
  /** Private to this user (generated exports). */
  ownerUserId?: number | null;
  expiresAt?: Date | null;
}

export interface StoredFile {
  id: number;
  /** The file name clients use: `<company>-<random>.<ext>`; it is also the download key. */
  fileName: string;
  /** Where a browser fetches it: public files without a token, private ones with the bearer header. */
  url: string;
}

export const PUBLIC_FILES_PATH = '/api/v1/files';
export const DOWNLOADS_PATH = '/api/v1/downloads';

/**
 * Keeps a file for the request's company. The bytes are written first and the row in the request's
 * transaction, so a rolled-back request leaves at most an unreferenced blob, never a row without bytes.
 */
/** A new file name of the company: `<company>-<random>.<ext>`, unguessable, also the download key. */
export function newFileName(companyId: number, extension: string): string {
  return `${companyId}-${randomBytes(16).toString('base64url')}.${extension}`;
}

export async function storeFile(
  ctx: RequestContext & { companyId: number },
  storage: FileStorage,
  input: StoreFileInput,
): Promise<StoredFile> {
  const storageKey = await storage.put(input.bytes);
  return recordFile(ctx, {
    ...input,
    fileName: newFileName(ctx.companyId, input.extension),
    storageKey,
    sizeBytes: input.bytes.length,
  });
}

/**
 * Records a file whose bytes are already in storage (an export written in a stream) under a name
 * chosen earlier: an export job answers its file name before the file exists.
 */
export async function recordFile(
  ctx: RequestContext & { companyId: number },
  input: Omit<StoreFileInput, 'bytes'> & { fileName: string; storageKey: string; sizeBytes: number },
): Promise<StoredFile> {
  const fileName = input.fileName;
  const row = await repo.insertFile(ctx.tx, ctx.companyId, {
    token: fileName,
    kind: input.kind,
    originalName: input.originalName,
    mimeType: input.mimeType,
    sizeBytes: input.sizeBytes,
    storageKey: input.storageKey,
    isPublic: input.isPublic ?? false,
    ownerUserId: input.ownerUserId ?? null,
    expiresAt: input.expiresAt ?? null,
  });
  return { id: row.id, fileName, url: `${input.isPublic ? PUBLIC_FILES_PATH : DOWNLOADS_PATH}/${fileName}` };
}

/** The company a file name belongs to, read from its prefix (before any tenant is bound). */
export function companyOfFileName(fileName: string): number | null {
  const match = /^(\d{1,15})-[\w-]{10,}\.[a-z0-9]{1,5}$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

export interface FileContent {
  bytes: Buffer;
  mimeType: string;
  originalName: string;
}

/** A public file (picture, logo) by name; anything else is "not found", never "forbidden". */
export async function readPublicFile(
  ctx: RequestContext,
  storage: FileStorage,
  fileName: string,
): Promise<FileContent> {
  const companyId = companyOfFileName(fileName);
  if (companyId === null) throw notFound();
  await ctx.useCompany(companyId);
  const row = await repo.findFileByToken(ctx.tx, companyId, fileName);
  if (!row?.isPublic) throw notFound();
  return {
    bytes: await storage.read(row.storageKey),
    mimeType: row.mimeType,
    originalName: row.originalName,
  };
}

/** A private file: the company's (RLS), owned by the caller when it has an owner, and not expired. */
export async function readDownload(
  ctx: SignedInContext,
  storage: FileStorage,
  fileName: string,
): Promise<FileContent> {
  const row = await repo.findFileByToken(ctx.tx, ctx.companyId, fileName);
  if (!row) await explainPendingExport(ctx, fileName);
  if (!row || (row.ownerUserId !== null && row.ownerUserId !== ctx.user.id)) throw notFound();
  // Employee documents have no owner: they are HR's, readable with 'view employees' only.
  if (row.kind === 'employee-document' && !hasPermission(ctx.user, 'view employees')) throw notFound();
  if (row.expiresAt && row.expiresAt.getTime() < Date.now())
    throw new AppError(410, DOWNLOAD_MESSAGES.expired);
  return {
    bytes: await storage.read(row.storageKey),
    mimeType: row.mimeType,
    originalName: row.originalName,
  };
}

/**
 * An export that runs as a job answers its file name at once; asked for before the job has written
 * it, the download says so (409, with the progress) instead of "not found", and says why when the
 * job failed. Only the user who asked for the export learns anything about it.
 */
async function explainPendingExport(ctx: SignedInContext, fileName: string): Promise<void> {
  const job = await findExportJobByFileName(ctx.tx, ctx.companyId, fileName);
  if (!job || job.requested_by_user_id !== ctx.user.id) return;
  if (job.state === 'failed') throw new AppError(422, DOWNLOAD_MESSAGES.failed(job.error ?? 'unknown error'));
  if (job.state !== 'completed')
    throw new AppError(409, DOWNLOAD_MESSAGES.inProgress(Math.floor(job.progress * 100)));
}
