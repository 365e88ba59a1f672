import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYEE_SETTING_KINDS,
  EMPLOYEE_SETTINGS,
  MESSAGES,
  employeeSettingInUseMessage,
  employeeSettingMessages,
} from '@clockroom/contracts';
import { sql } from 'drizzle-orm';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

let t: TestApp;
let admin: string;
let hr: string;
let employee: string;
let acmeAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  employee = await login(t, 'employee@demo.example');
  acmeAdmin = await login(t, 'admin@acme.example', 'acme');
});
afterAll(() => t.close());

const base = (kind: string) => `/organization/employees/settings/${kind}`;

describe.each(EMPLOYEE_SETTING_KINDS)('employee settings: %s', (kind) => {
  const field = EMPLOYEE_SETTINGS[kind].field;
  const m = employeeSettingMessages(kind);

  it('creates, reads, renames and deletes a value', async () => {
    const created = await client(t, admin).post(base(kind), {
      [field]: `  New ${kind} value  `,
      description: 'Added by a test',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(m.created);
    const row = created.json().data;
    expect(row).toMatchObject({
      id: expect.any(Number),
      [field]: `New ${kind} value`,
      description: 'Added by a test',
      employees_count: 0,
    });

    const read = await client(t, admin).get(`${base(kind)}/${row.id}`);
    expect(read.json()).toMatchObject({ message: m.loaded, data: { [field]: `New ${kind} value` } });

    const updated = await client(t, admin).put(`${base(kind)}/${row.id}`, {
      [field]: `Renamed ${kind} value`,
      description: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: m.updated,
      data: { [field]: `Renamed ${kind} value`, description: null },
    });

    const deleted = await client(t, admin).delete(`${base(kind)}/${row.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(m.deleted);
    expect((await client(t, admin).get(`${base(kind)}/${row.id}`)).statusCode).toBe(404);
  });

  it('also deletes with the id in the body of a DELETE on the list path', async () => {
    const id = (await client(t, admin).post(base(kind), { [field]: `Body delete ${kind}` })).json().data.id;
    const res = await client(t, admin).delete(base(kind), { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.deleted);
    const again = await client(t, admin).delete(base(kind), { id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(m.notFound);
    const missing = await client(t, admin).delete(base(kind), {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject([{ field: 'id', message: m.idRequired }]);
  });

  it('lists the whole list without paging, a page with it, and searches', async () => {
    const all = (await client(t, admin).get(base(kind))).json();
    expect(all.message).toBe(m.listed);
    expect(all.data.total).toBe(all.data.results.length);
    expect(all.data.results.length).toBeGreaterThanOrEqual(3);
    const names = all.data.results.map((r: Record<string, string>) =>
      must(r[field], `${field} on every row`).toLowerCase(),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const page = (await client(t, admin).get(`${base(kind)}?page=2&perPage=2`)).json().data;
    expect(page.total).toBe(all.data.total);
    expect(page.results).toEqual(all.data.results.slice(2, 4));

    const term = all.data.results[0][field].slice(0, 4);
    const found = (
      await client(t, admin).get(`${base(kind)}?search_query=${encodeURIComponent(term)}`)
    ).json().data;
    expect(found.results.length).toBeGreaterThan(0);
    for (const r of found.results) expect(r[field].toLowerCase()).toContain(term.toLowerCase());

    const none = (await client(t, admin).get(`${base(kind)}?search_query=%25zz_no_match`)).json().data;
    expect(none).toEqual({ results: [], total: 0 });
  });

  it('validates the name and the description', async () => {
    const empty = await client(t, admin).post(base(kind), { [field]: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject([{ field, message: m.nameRequired }]);
    const absent = await client(t, admin).post(base(kind), {});
    expect(absent.json().errors).toMatchObject([{ field, message: m.nameRequired }]);
    const long = await client(t, admin).post(base(kind), { [field]: 'x'.repeat(101) });
    expect(long.json().errors).toMatchObject([{ field, message: m.nameTooLong }]);
    const description = await client(t, admin).post(base(kind), {
      [field]: 'Ok',
      description: 'y'.repeat(501),
    });
    expect(description.json().errors).toMatchObject([
      { field: 'description', message: m.descriptionTooLong },
    ]);
    const bad = await client(t, admin).get(`${base(kind)}?perPage=abc`);
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a name already used in the company, whatever the case', async () => {
    const first = (await client(t, admin).get(base(kind))).json().data.results[0];
    const dup = await client(t, admin).post(base(kind), { [field]: first[field].toUpperCase() });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toMatchObject([{ field, message: m.nameTaken }]);
    const second = (await client(t, admin).get(base(kind))).json().data.results[1];
    const rename = await client(t, admin).put(`${base(kind)}/${second.id}`, { [field]: first[field] });
    expect(rename.json().errors).toMatchObject([{ field, message: m.nameTaken }]);
    // Keeping its own name is not a clash.
    const same = await client(t, admin).put(`${base(kind)}/${first.id}`, {
      [field]: first[field],
      description: first.description,
    });
    expect(same.statusCode).toBe(200);
  });

  it('allows the same name in another company', async () => {
    const name = `Shared ${kind} name`;
    expect((await client(t, admin).post(base(kind), { [field]: name })).statusCode).toBe(200);
    const res = await client(t, acmeAdmin).post(base(kind), { [field]: name });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses to delete a value employees hold, with their count', async () => {
    const rows = (await client(t, admin).get(base(kind))).json().data.results;
    const used = rows.find((r: { employees_count: number }) => r.employees_count > 0);
    expect(used).toBeDefined();
    const res = await client(t, admin).delete(`${base(kind)}/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(employeeSettingInUseMessage(kind, used.employees_count));
  });

  it('answers 404 for an unknown id and for another company’s id', async () => {
    const res = await client(t, admin).put(`${base(kind)}/999999`, { [field]: 'Nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
    const acmeId = (await client(t, acmeAdmin).get(base(kind))).json().data.results[0].id;
    const other = await client(t, admin).delete(base(kind), { id: acmeId });
    expect(other.statusCode).toBe(404);
    expect((await client(t, admin).get(`${base(kind)}/${acmeId}`)).statusCode).toBe(404);
  });

  it('lets the back office read but only settings managers write', async () => {
    expect((await client(t, hr).get(base(kind))).statusCode).toBe(200);
    const denied = await client(t, employee).get(base(kind));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MESSAGES.forbidden);
    const id = (await client(t, admin).get(base(kind))).json().data.results[0].id;
    expect((await client(t, employee).post(base(kind), { [field]: 'X' })).statusCode).toBe(403);
    expect((await client(t, employee).put(`${base(kind)}/${id}`, { [field]: 'X' })).statusCode).toBe(403);
    expect((await client(t, employee).delete(`${base(kind)}/${id}`)).statusCode).toBe(403);
    expect((await client(t, employee).delete(base(kind), { id })).statusCode).toBe(403);
  });
});

describe('GET /organization/employees/settings/get-grades', () => {
  it('answers every grade as a plain list, sorted', async () => {
    const res = await client(t, admin).get('/organization/employees/settings/get-grades');
    expect(res.statusCode).toBe(200);
    const grades = res.json().data;
    expect(Array.isArray(grades)).toBe(true);
    expect(grades.map((g: { grade_name: string }) => g.grade_name)).toEqual(
      expect.arrayContaining(['GL-07', 'GL-17']),
    );
    const acme = (await client(t, acmeAdmin).get('/organization/employees/settings/get-grades')).json().data;
    expect(acme.map((g: { grade_name: string }) => g.grade_name)).not.toContain('GL-07');
  });
  it('needs the back office', async () => {
    expect((await client(t, employee).get('/organization/employees/settings/get-grades')).statusCode).toBe(
      403,
    );
  });
});

describe('demo seed', () => {
  it('gives every demo employee a type, grade, category and designation, and links their state', async () => {
    const demo = await companyIdOf(t, 'demo');
    const missing = await t.database.transaction(async (tx) => {
      await setTenant(tx, demo);
      const r = await tx.execute<{ settings: number; states: number }>(sql`
        SELECT count(*) FILTER (WHERE employee_type_id IS NULL OR employee_grade_id IS NULL
            OR employee_category_id IS NULL OR employee_designation_id IS NULL)::int AS settings,
          count(*) FILTER (WHERE state IS NOT NULL AND state_id IS NULL)::int AS states
        FROM employees`);
      return r.rows[0];
    });
    expect(missing).toEqual({ settings: 0, states: 0 });
  });
});
