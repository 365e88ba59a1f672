import { sql } from 'drizzle-orm';
import { DOWNLOAD_MESSAGES } from '@clockroom/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { setTenant } from '../db/tenant.ts';
import { acmeFile } from './files.isolation.ts';

let t: TestApp;
let demoId: number;
let admin: string;
let adminUserId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await companyIdOf(t, 'demo');
  admin = await login(t, 'admin@demo.example');
  adminUserId = (await client(t, admin).get('/user')).json().data.id as number;
});
afterAll(() => t.close());

const fileOf = (options: { isPublic: boolean; ownerUserId?: number | null }) => acmeFile(t, demoId, options);

describe('GET /files/{fileName} (public pictures and logos)', () => {
  it('serves a public file without a token, with its type', async () => {
    const name = await fileOf({ isPublic: true });
    const res = await client(t).get(`/files/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toBe('a,b\n1,2\n');
  });
  it('never serves a private file, and answers 404 to made-up names', async () => {
    expect((await client(t).get(`/files/${await fileOf({ isPublic: false })}`)).statusCode).toBe(404);
    expect((await client(t).get(`/files/${demoId}-nosuchfilenamehere.jpg`)).statusCode).toBe(404);
    expect((await client(t).get('/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

describe('GET /downloads/{fileName} (private exports and documents)', () => {
  it('needs a signed-in user', async () => {
    expect((await client(t).get(`/downloads/${await fileOf({ isPublic: false })}`)).statusCode).toBe(401);
  });
  it('gives a file to its owner as an attachment', async () => {
    const name = await fileOf({ isPublic: false, ownerUserId: adminUserId });
    const res = await client(t, admin).get(`/downloads/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="acme.csv"');
  });
  it("keeps a user's export from anybody else in the company", async () => {
    const name = await fileOf({ isPublic: false, ownerUserId: adminUserId });
    const hr = await login(t, 'hr@demo.example');
    expect((await client(t, hr).get(`/downloads/${name}`)).statusCode).toBe(404);
  });
  it('answers 410 once the download has expired', async () => {
    const name = await fileOf({ isPublic: false, ownerUserId: adminUserId });
    await t.database.transaction(async (tx) => {
      await setTenant(tx, demoId);
      await tx.execute(sql`UPDATE files SET expires_at = now() - interval '1 minute' WHERE token = ${name}`);
    });
    const res = await client(t, admin).get(`/downloads/${name}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(DOWNLOAD_MESSAGES.expired);
  });
});
