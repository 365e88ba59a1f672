import path from 'node:path';
import { asAcme, type IsolationCase, type IsolationExemption } from '../../test/isolation.ts';
import type { TestApp } from '../../test/harness.ts';
import type { RequestContext } from '../http/context.ts';
import { storeFile } from './files.service.ts';
import { FileStorage } from './storage.ts';

/** Stores a file for acme as the app would, and returns its name. */
export async function acmeFile(
  t: TestApp,
  companyId: number,
  options: { isPublic: boolean; ownerUserId?: number | null },
): Promise<string> {
  const storage = new FileStorage(path.join(t.config.dataDir, 'files'));
  return asAcme(t, companyId, async (tx) => {
    const ctx = { tx, companyId } as unknown as RequestContext & { companyId: number };
    const stored = await storeFile(ctx, storage, {
      kind: 'test',
      originalName: 'acme.csv',
      mimeType: 'text/csv',
      extension: 'csv',
      bytes: Buffer.from('a,b\n1,2\n'),
      isPublic: options.isPublic,
      ownerUserId: options.ownerUserId ?? null,
    });
    return stored.fileName;
  });
}

export const fileIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/downloads/{fileName}',
    request: async (t, acme) => ({
      url: `/downloads/${await acmeFile(t, acme.companyId, { isPublic: false })}`,
    }),
  },
];

export const fileIsolationExemptions: IsolationExemption[] = [
  {
    route: 'GET /api/v1/files/{fileName}',
    reason:
      'Public pictures and logos are capability URLs (128 random bits) shown in <img> tags, which cannot ' +
      'send a token; files.integration.test.ts proves private files are never served there.',
  },
];
