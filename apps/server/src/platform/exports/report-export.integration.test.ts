import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { finishJob, insertJob, setJobProgress } from '../jobs/jobs.repository.ts';
import { runAsTenant } from '../tenancy/tenant-work.ts';

// A large export is written by a job: the download call still answers the file name (spec 1 §7),
// plus the job's id; the file is there once the job completes. Here "large" is more than 10 rows.
let t: TestApp;
let admin: string;
let hr: string;

beforeAll(async () => {
  t = await createTestApp({ exportInlineRows: 10 });
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
});
afterAll(() => t.close());

const download = (token: string, type: string, body: object) =>
  client(t, token).post(`/organization/reports/employees/download/${type}`, body);

describe('exports as jobs', () => {
  it('answers the file name and a job id, reports progress, then serves the whole file', async () => {
    const res = await download(admin, 'xlsx', { fetch_by: 'company', columns: ['pin', 'name'] });
    expect(res.statusCode).toBe(200);
    const { data: fileName, job_id: jobId } = res.json();
    expect(fileName).toMatch(/^\d+-[\w-]+\.xlsx$/);
    expect(jobId).toEqual(expect.any(Number));

    await expect
      .poll(async () => (await client(t, admin).get(`/jobs/${jobId}`)).json().data.state, { timeout: 30_000 })
      .toBe('completed');
    const job = (await client(t, admin).get(`/jobs/${jobId}`)).json().data;
    expect(job).toMatchObject({
      kind: 'export.organization-report',
      progress: 1,
      result: { file_name: fileName, rows: 45 },
    });
    expect(job.progress_message).toBe('45 of 45 rows');

    const file = await client(t, admin).get(`/downloads/${fileName}`);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Pin', 'Name']);
    expect(book.worksheets[0]?.rowCount).toBe(46);
  });

  it('writes a small export at once, with no job', async () => {
    const res = await download(admin, 'csv', {
      fetch_by: 'employee',
      fetch_by_id: await firstEmployeeId(),
      columns: ['name'],
    });
    expect(res.json().job_id).toBeNull();
    expect((await client(t, admin).get(`/downloads/${res.json().data}`)).statusCode).toBe(200);
  });

  it('says a file is still being prepared, or why it failed, instead of "not found"', async () => {
    const demo = await companyIdOf(t, 'demo');
    const adminId = (await client(t, admin).get('/user')).json().data.id as number;
    const pending = `${demo}-pendingfile0000001.csv`;
    const failed = `${demo}-failedfile00000001.csv`;
    await runAsTenant(t.database, demo, { system: 'test' }, pino({ level: 'silent' }), async (ctx) => {
      const running = await insertJob(ctx.tx, demo, {
        kind: 'export.organization-report',
        payload: { file_name: pending },
        requestedByUserId: adminId,
      });
      const broken = await insertJob(ctx.tx, demo, {
        kind: 'export.organization-report',
        payload: { file_name: failed },
        requestedByUserId: adminId,
      });
      await setJobProgress(ctx.tx, demo, running, 0.45, '20 of 45 rows');
      await finishJob(ctx.tx, demo, broken, { state: 'failed', error: 'disk full' });
    });
    const early = await client(t, admin).get(`/downloads/${pending}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The file is still being prepared (45%). Try again when it is ready.');
    const bad = await client(t, admin).get(`/downloads/${failed}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('The file could not be prepared: disk full');
    // Someone else learns nothing about another user's export.
    expect((await client(t, hr).get(`/downloads/${pending}`)).statusCode).toBe(404);
  });

  it('keeps the export and its job from another user and another company', async () => {
    const res = await download(admin, 'csv', { fetch_by: 'company', columns: ['name'] });
    const { data: fileName, job_id: jobId } = res.json();
    await expect
      .poll(async () => (await client(t, admin).get(`/jobs/${jobId}`)).json().data.state, { timeout: 30_000 })
      .toBe('completed');
    const acme = await login(t, 'admin@acme.example', 'acme');
    expect((await client(t, hr).get(`/downloads/${fileName}`)).statusCode).toBe(404);
    expect((await client(t, acme).get(`/downloads/${fileName}`)).statusCode).toBe(404);
    expect((await client(t, acme).get(`/jobs/${jobId}`)).statusCode).toBe(404);
  });
});

async function firstEmployeeId(): Promise<string> {
  const list = await client(t, admin).get('/organization/employees?per_page=1');
  return String(list.json().data.results[0].id);
}
