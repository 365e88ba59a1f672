import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLIDAY_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../../../test/harness.ts';

const path = '/organization/system-settings/general-settings/public-holidays';
let t: TestApp;
let admin: ReturnType<typeof client>;
let hr: ReturnType<typeof client>;
let employee: ReturnType<typeof client>;
let acme: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await login(t, 'admin@demo.example'));
  hr = client(t, await login(t, 'hr@demo.example'));
  employee = client(t, await login(t, 'employee@demo.example'));
  acme = client(t, await login(t, 'admin@acme.example', 'acme'));
});
afterAll(() => t.close());

describe('GET general-settings/public-holidays', () => {
  it("lists the demo's Nigerian 2026 holidays, in calendar order, to any signed-in user", async () => {
    const res = await employee.get(`${path}?year=2026`);
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().data;
    expect(res.json().message).toBe(M.listed);
    expect(total).toBe(13);
    expect(results[0]).toMatchObject({ name: "New Year's Day", date: '2026-01-01', recurring: true });
    expect(results.map((h: { date: string }) => h.date)).toContain('2026-10-01');
  });
  it('shows recurring holidays in later years only', async () => {
    const next = (await admin.get(`${path}?year=2027`)).json().data.results;
    expect(next.every((h: { recurring: boolean }) => h.recurring)).toBe(true);
    expect(next).toHaveLength(6);
    expect((await admin.get(`${path}?year=2025`)).json().data.total).toBe(0);
  });
  it('validates the year and keeps tenants apart', async () => {
    expect((await admin.get(`${path}?year=abc`)).statusCode).toBe(422);
    expect((await acme.get(`${path}?year=2026`)).json().data.total).toBe(0);
  });
});

describe('PUT and DELETE general-settings/public-holidays', () => {
  it('creates, updates and deletes a holiday with the spec messages', async () => {
    const created = await admin.put(path, { name: 'Company Day', date: '2026-07-15' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      message: M.saved,
      data: { name: 'Company Day', date: '2026-07-15', recurring: false },
    });
    const id = created.json().data.id as number;
    const updated = await admin.put(path, { id, name: 'Founders Day', date: '2026-07-16', recurring: true });
    expect(updated.json()).toMatchObject({
      message: M.saved,
      data: { id, name: 'Founders Day', recurring: true },
    });
    const deleted = await admin.delete(`${path}/${id}`);
    expect(deleted.json()).toMatchObject({ message: M.deleted, data: null });
    expect((await admin.delete(`${path}/${id}`)).json().message).toBe(M.notFound);
  });
  it('keeps one holiday per date', async () => {
    const res = await admin.put(path, { name: 'Second New Year', date: '2026-01-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: M.dateTaken,
      errors: [{ field: 'date', message: M.dateTaken }],
    });
    const created = (await admin.put(path, { name: 'Staff Picnic', date: '2026-06-05' })).json().data;
    const moved = await admin.put(path, { id: created.id, name: 'Staff Picnic', date: '2026-01-01' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toMatchObject([{ field: 'date', message: M.dateTaken }]);
  });
  it('saves one holiday when two saves of a new date arrive at once; the other gets the date message', async () => {
    // On PostgreSQL the two saves race on two connections and public_holidays_date_key decides.
    const saves = await Promise.all(
      ['Founders Day', 'Anniversary'].map((name) => admin.put(path, { name, date: '2026-11-11' })),
    );
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(saves.find((r) => r.statusCode === 422)?.json().errors).toMatchObject([
      { field: 'date', message: M.dateTaken },
    ]);
    const listed = (await admin.get(`${path}?year=2026`)).json().data.results;
    expect(listed.filter((h: { date: string }) => h.date === '2026-11-11')).toHaveLength(1);
  });
  it('validates name and date', async () => {
    const res = await admin.put(path, { name: '', date: '2026-02-30' });
    expect(res.statusCode).toBe(422);
    const fields = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toEqual({ name: M.nameRequired, date: M.dateRequired });
  });
  it("answers 404 for another company's holiday id in the body", async () => {
    const acmeHoliday = (await acme.put(path, { name: 'Acme Day', date: '2026-09-09' })).json().data.id;
    const res = await admin.put(path, { id: acmeHoliday, name: 'Hijack', date: '2026-09-10' });
    expect(res.statusCode).toBe(404);
  });
  it('needs manage public holidays', async () => {
    for (const c of [hr, employee]) {
      const res = await c.put(path, { name: 'Staff Day', date: '2026-08-08' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    expect((await employee.delete(`${path}/1`)).statusCode).toBe(403);
  });
});
