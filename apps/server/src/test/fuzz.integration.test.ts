import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from './harness.ts';
import { fingerprinter } from './fuzz/fingerprint.ts';
import { operationsOf, type OpenApiDoc } from './fuzz/openapi.ts';
import { fuzzOperation, type FuzzSession } from './fuzz/run.ts';

/**
 * Bad input never causes a 5xx, and a refused request writes nothing (ARCHITECTURE §4, ADR 0015).
 * Every operation of the OpenAPI document is fuzzed, so each new route is covered without a line
 * here: its path and query parameters and each body field get NULs, lone surrogates, 100k strings,
 * wrong types, huge and negative numbers, impossible dates, arrays and objects for scalars, missing
 * required fields and unknown ids, plus a few fast-check values from a fixed seed.
 */
const t = await createTestApp();
afterAll(() => t.close());
const session: FuzzSession = {
  t,
  token: await login(t, 'admin@demo.example'),
  fingerprint: await fingerprinter(t.database.owner),
  requests: 0,
};
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();

/** Operations not fuzzed, each with why. */
const SKIPPED: Record<string, string> = {
  'POST /api/v1/auth/logout': 'revokes the token the rest of the run uses; it reads no input',
};

describe('fuzz: bad input never yields a 5xx and never writes', () => {
  for (const op of operationsOf(doc)) {
    const key = `${op.method} ${op.path}`;
    const reason = SKIPPED[key];
    if (reason) it.skip(`${key}: ${reason}`, () => undefined);
    else it(key, async () => expect(await fuzzOperation(session, op)).toEqual([]));
  }
});
