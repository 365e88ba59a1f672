import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

/**
 * What the employee test files share: the app and the demo's people (live bindings, set by
 * employeesTestFile() in the file's beforeAll; files run one after another in a worker), a person to
 * create, and multipart uploads.
 */
export let t: TestApp;
export let admin: string;
export let hr: string;
export let employee: string;
export let demoId: number;
export let acmeId: number;
export let acmeEmployee: number;
export let ownerId: number;

export async function one<T>(companyId: number, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return (await tx.execute(query)).rows[0] as T | undefined;
  });
}

/** The id of the row a query selects, which the seed guarantees. */
export async function idOf(companyId: number, query: ReturnType<typeof sql>, what: string): Promise<number> {
  return Number(must(await one<{ id: string }>(companyId, query), what).id);
}

/** Builds the file's app and signs in its people before its tests; closes it after. */
export function employeesTestFile(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin@demo.example');
    hr = await login(t, 'hr@demo.example');
    employee = await login(t, 'employee@demo.example');
    demoId = await companyIdOf(t, 'demo');
    acmeId = await companyIdOf(t, 'acme');
    acmeEmployee = await idOf(acmeId, sql`SELECT id FROM employees ORDER BY id LIMIT 1`, 'an acme employee');
    ownerId = (await client(t, admin).get('/user')).json().data.employee.id;
  });
  afterAll(() => t.close());
}

let seq = 0;
export const person = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    first_name: 'Ngozi',
    last_name: `Test${seq}`,
    email: `ngozi.test${seq}@demo.example`,
    mobile_number: `234-80555${String(10000 + seq)}`,
    ...extra,
  };
};

/** A multipart body with one file and optional text fields, as a browser would send it. */
export function multipart(field: string, name: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----clockroomtest7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(token: string, url: string, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
}

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const PDF = Buffer.from('%PDF-1.4\n%test document\n');

export async function create(extra: Record<string, unknown> = {}) {
  const res = await client(t, admin).post('/organization/employees', person(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; email: string; pin: string };
}

/** Signs the demo employee in again, after a test ended their sessions (deactivation, archive). */
export async function signEmployeeInAgain(): Promise<void> {
  employee = await login(t, 'employee@demo.example');
}
