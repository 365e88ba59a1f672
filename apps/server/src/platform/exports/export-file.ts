import type { SignedInContext } from '../http/context.ts';
import { storeFile } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { EXPORT_MIME_TYPES, writeTable, type ExportFormat, type ExportTable } from './table-writers.ts';

/** How long a generated export can be downloaded. */
export const EXPORT_TTL_MS = 60 * 60 * 1000;

/**
 * Writes a table as CSV, XLSX or PDF and keeps it as a private, expiring file of the caller. Returns
 * the file name, which the client downloads from /api/v1/downloads/{fileName} (spec 1 §7 Reports).
 */
export async function exportTable(
  ctx: SignedInContext,
  storage: FileStorage,
  format: ExportFormat,
  table: ExportTable,
  baseName: string,
): Promise<string> {
  const bytes = await writeTable(format, table);
  const date = new Date().toISOString().slice(0, 10);
  const stored = await storeFile(ctx, storage, {
    kind: 'export',
    originalName: `${baseName}-${date}.${format}`,
    mimeType: EXPORT_MIME_TYPES[format],
    extension: format,
    bytes,
    ownerUserId: ctx.user.id,
    expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
  });
  return stored.fileName;
}
