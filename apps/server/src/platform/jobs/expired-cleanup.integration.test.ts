import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { storeFile } from '../files/files.service.ts';
import { FileStorage } from '../files/storage.ts';
import { runAsTenant } from '../tenancy/tenant-work.ts';
import { cleanExpired } from './expired-cleanup.ts';

const log = pino({ level: 'silent' });
let t: TestApp;
let files: FileStorage;
let demo: number;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  files = new FileStorage(path.join(t.config.dataDir, 'files'));
  demo = await companyIdOf(t, 'demo');
  acme = await companyIdOf(t, 'acme');
});
afterAll(() => t.close());

async function exportFile(companyId: number, expiresAt: Date) {
  return runAsTenant(t.database, companyId, { system: 'test' }, log, (ctx) =>
    storeFile({ ...ctx, companyId }, files, {
      kind: 'export',
      originalName: 'employee-report.csv',
      mimeType: 'text/csv',
      extension: 'csv',
      bytes: Buffer.from('a,b\n1,2\n'),
      expiresAt,
    }),
  );
}

async function count(companyId: number, table: 'files' | 'oauth_tokens', where = sql`true`) {
  return runAsTenant(t.database, companyId, { system: 'test' }, log, async (ctx) => {
    const rows = await ctx.tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`,
    );
    return rows.rows[0]?.n ?? 0;
  });
}

async function storageKeyOf(companyId: number, fileName: string) {
  return runAsTenant(t.database, companyId, { system: 'test' }, log, async (ctx) => {
    const rows = await ctx.tx.execute<{ storage_key: string }>(
      sql`SELECT storage_key FROM files WHERE token = ${fileName}`,
    );
    return rows.rows[0]?.storage_key;
  });
}

describe('clean-up of expired data', () => {
  it('deletes every company’s expired exports and dead tokens, and keeps the rest', async () => {
    const old = new Date(Date.now() - 60_000);
    const later = new Date(Date.now() + 3_600_000);
    const expiredDemo = await exportFile(demo, old);
    const expiredAcme = await exportFile(acme, old);
    const fresh = await exportFile(demo, later);
    const expiredKey = await storageKeyOf(demo, expiredDemo.fileName);
    const root = path.join(t.config.dataDir, 'files');
    expect(existsSync(path.join(root, expiredKey ?? 'missing'))).toBe(true);

    await login(t, 'admin@demo.example');
    // A token whose refresh life is over can sign no one in any more.
    await runAsTenant(t.database, demo, { system: 'test' }, log, (ctx) =>
      ctx.tx.execute(
        sql`UPDATE oauth_tokens SET refresh_expires_at = now() - interval '1 day' WHERE id = (SELECT min(id) FROM oauth_tokens)`,
      ),
    );
    const tokensBefore = await count(demo, 'oauth_tokens');
    // Notifications: read and 100 days old (goes), unread and 100 days old (stays), any 400 days old (goes).
    const bell = (readAt: string, age: string, title: string) =>
      runAsTenant(t.database, demo, { system: 'test' }, log, (ctx) =>
        ctx.tx.execute(
          sql`INSERT INTO notifications (company_id, recipient_user_id, kind, title, read_at, created_at)
              SELECT ${demo}, min(id), 'test.old', ${title}, ${sql.raw(readAt)}, now() - ${age}::interval FROM users`,
        ),
      );
    await bell('now()', '100 days', 'read, old');
    await bell('NULL', '100 days', 'unread, old');
    await bell('NULL', '400 days', 'unread, older than a year');

    await cleanExpired({ database: t.database, files }, log);

    expect(await storageKeyOf(demo, expiredDemo.fileName)).toBeUndefined();
    expect(await storageKeyOf(acme, expiredAcme.fileName)).toBeUndefined();
    expect(await storageKeyOf(demo, fresh.fileName)).toBeDefined();
    expect(existsSync(path.join(root, expiredKey ?? 'missing'))).toBe(false);
    expect(await count(demo, 'oauth_tokens')).toBe(tokensBefore - 1);
    expect(await count(demo, 'oauth_tokens', sql`refresh_expires_at < now()`)).toBe(0);
    const titles = await runAsTenant(
      t.database,
      demo,
      { system: 'test' },
      log,
      async (ctx) =>
        (
          await ctx.tx.execute<{ title: string }>(
            sql`SELECT title FROM notifications WHERE kind = 'test.old'`,
          )
        ).rows,
    );
    expect(titles.map((r) => r.title)).toEqual(['unread, old']);

    // Running it again finds nothing more to do.
    await cleanExpired({ database: t.database, files }, log);
    expect(await storageKeyOf(demo, fresh.fileName)).toBeDefined();
  });
});
