import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { setTenant } from '../platform/db/tenant.ts';
import type { Tx } from '../platform/db/database.ts';
import type { AppConfig } from '../platform/config/config.ts';
import {
  client,
  companyIdOf,
  createTestApp,
  login,
  type TestApp,
  type TestDatabaseOptions,
} from './harness.ts';
import { must } from './must.ts';

/** The demo sign-ins every file uses (README "Demo data"), by role. */
export const PERSONAS = {
  admin: { email: 'admin@demo.example', company: 'demo' },
  hr: { email: 'hr@demo.example', company: 'demo' },
  employee: { email: 'employee@demo.example', company: 'demo' },
  acmeAdmin: { email: 'admin@acme.example', company: 'acme' },
} as const;
export type Persona = keyof typeof PERSONAS;

export type TestClient = ReturnType<typeof client>;
export type TestFileKit = ReturnType<typeof testFile>;

/** fn called once per key; later calls share its promise (a sign-in, a lookup). */
function once<K, V>(fn: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const pending = new Map<K, Promise<V>>();
  return (key) => {
    let p = pending.get(key);
    if (!p) {
      p = fn(key);
      pending.set(key, p);
    }
    return p;
  };
}

/**
 * One test file's app and its signed-in personas. Call it at the top of the file: it builds the app
 * before the file's tests and closes it after, and each persona signs in once, the first time it is
 * asked for, so a file pays only for the sign-ins it uses.
 *
 *   const f = testFile();
 *   it('…', async () => { const res = await (await f.as('admin')).get('/organization/teams'); });
 */
export function testFile(overrides: Partial<AppConfig> = {}, options: TestDatabaseOptions = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides, options);
  });
  afterAll(async () => {
    await app?.close();
  });
  const t = (): TestApp => {
    if (!app) throw new Error('testFile(): the app is built in beforeAll; use it inside a test or hook');
    return app;
  };
  const token = once((persona: Persona) => login(t(), PERSONAS[persona].email, PERSONAS[persona].company));
  const companyId = once((slug: string) => companyIdOf(t(), slug));
  /** Runs fn in a transaction bound to a company, as the app role: a test's look behind the API. */
  const inCompany = async <T>(slug: string, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const id = await companyId(slug);
    return t().database.transaction(async (tx) => {
      await setTenant(tx, id);
      return fn(tx);
    });
  };
  return {
    get t() {
      return t();
    },
    token,
    companyId,
    /** A client signed in as the persona. */
    as: async (persona: Persona): Promise<TestClient> => client(t(), await token(persona)),
    /** A client with no token, for public calls. */
    anonymous: (): TestClient => client(t()),
    inCompany,
    /** A company's first row of a tenant table, by id: the record a test uses when any will do. */
    firstId: (slug: string, table: string): Promise<number> =>
      inCompany(slug, async (tx) => {
        const first = sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id LIMIT 1`;
        return Number(
          must((await tx.execute<{ id: string }>(first)).rows[0], `a row of ${slug}'s ${table}`).id,
        );
      }),
  };
}

/**
 * A 422 that names `field` with `message` among its field errors (other fields may be listed too),
 * as screens show it beside the input. Extra keys on the answer (a code, its params) do not matter.
 */
export function expectFieldError(res: LightMyRequestResponse, field: string, message: string): void {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { errors?: { field: string; message: string }[] };
  expect(body.errors ?? [], res.body).toEqual(
    expect.arrayContaining([expect.objectContaining({ field, message })]),
  );
}

/** A 422 that names each field of `fields` with its message, as expectFieldError does for one. */
export function expectFieldErrors(res: LightMyRequestResponse, fields: Record<string, string>): void {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { errors?: { field: string; message: string }[] };
  expect(body.errors ?? [], res.body).toEqual(
    expect.arrayContaining(
      Object.entries(fields).map(([field, message]) => expect.objectContaining({ field, message })),
    ),
  );
}

/** A create form's answer: a 201 with `message`, and the created record. */
export function createdWith<T = unknown>(res: LightMyRequestResponse, message: string): T {
  const data = dataOf<T>(res, 201);
  expect((res.json() as { message?: string }).message).toBe(message);
  return data;
}

/** The answer's `data`, after checking its status (200 unless told). */
export function dataOf<T = unknown>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

/** A person's employee id by their e-mail, read as the owner: many modules' tests name people so. */
export async function employeeIdOf(t: TestApp, companyId: number, email: string): Promise<number> {
  const r = await t.database.owner.execute<{ id: string | number }>(
    sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = ${email}`,
  );
  return Number(must(r.rows[0], `employee ${email}`).id);
}

/**
 * The demo's employee, HR officer and owner as employee ids, with the company: the cast the
 * appraisal and improvement-plan tests share.
 */
export async function demoPeople(f: TestFileKit) {
  const companyId = await f.companyId('demo');
  return {
    companyId,
    me: await employeeIdOf(f.t, companyId, 'employee@demo.example'),
    hr: await employeeIdOf(f.t, companyId, 'hr@demo.example'),
    owner: await employeeIdOf(f.t, companyId, 'admin@demo.example'),
  };
}

/** Who a decision test speaks as: the demo's three roles, and the other company's admin. */
export type CastMember = 'admin' | 'hr' | 'employee' | 'acme';

/**
 * The cast of the approval tests (leaves, exemptions, mobile clocks…): the demo admin, HR officer and
 * employee and acme's admin signed in once before the file's own set-up, and the demo three's
 * employee ids as /user names them. `as(who)` is a client at once, so cases chain calls on it.
 */
export function signedInCast(f: TestFileKit) {
  const token: Record<CastMember, string> = { admin: '', hr: '', employee: '', acme: '' };
  const person = { admin: 0, hr: 0, employee: 0 };
  const as = (who: CastMember) => client(f.t, token[who]);
  beforeAll(async () => {
    token.admin = await f.token('admin');
    token.hr = await f.token('hr');
    token.employee = await f.token('employee');
    token.acme = await f.token('acmeAdmin');
    for (const who of ['admin', 'hr', 'employee'] as const)
      person[who] = (await as(who).get('/user')).json().data.employee.id;
  });
  return { as, person };
}

/**
 * A tenancy test file: its app and the two demo companies' ids, read once before its tests, for the
 * files that check one company never sees the other's rows.
 */
export function twoCompanyFile() {
  const f = testFile();
  const ids = { demo: 0, acme: 0 };
  beforeAll(async () => {
    ids.demo = await f.companyId('demo');
    ids.acme = await f.companyId('acme');
  });
  return { f, ids };
}

/**
 * The personas' tokens, signed in once before the file's tests, for files that hand tokens to their
 * own helpers or headers: `token.admin` inside a test or hook.
 */
export function signedInTokens<P extends Persona>(f: TestFileKit, ...personas: P[]): Record<P, string> {
  const token = {} as Record<P, string>;
  beforeAll(async () => {
    for (const persona of personas) token[persona] = await f.token(persona);
  });
  return token;
}
