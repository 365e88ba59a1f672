import { client, type TestApp } from './harness.ts';

/**
 * The tenant-isolation harness: every /api/v1 route with a path parameter must have a case here,
 * and each case proves that demo's admin asking for an acme record gets a 404. Modules add their
 * cases in a `<resource>.isolation.ts` file, which isolation-cases.ts finds by its name.
 */
export interface IsolationCase {
  /** As OpenAPI writes it, e.g. 'GET /api/v1/organization/employees/{id}'. */
  route: string;
  /** Creates or finds a record of the other company (acme) and returns the request to make. */
  request(
    t: TestApp,
    acme: { companyId: number; token: string },
  ): Promise<{ url: string; payload?: unknown }>;
}

/** A route with a path parameter that is deliberately not tenant-scoped, with the reason why. */
export interface IsolationExemption {
  route: string;
  reason: string;
}

/**
 * A record of acme's made through acme's own API (a POST answered 201), by its id: how most cases
 * get the other company's record, so the record is whole (its approval, its defaults) as a user's is.
 */
export async function acmeCreate(
  t: TestApp,
  acme: { token: string },
  path: string,
  payload: object,
): Promise<number> {
  const res = await client(t, acme.token).post(path, payload);
  if (res.statusCode !== 201) throw new Error(`acme ${path}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}
