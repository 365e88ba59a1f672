import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from '../harness.ts';
import { fingerprinter, jobsRanWithin, jobsSettled } from './fingerprint.ts';
import { operationsOf, type OpenApiDoc } from './openapi.ts';
import { fuzzOperation, type FuzzSession } from './run.ts';

/** Operations not fuzzed, each with why. */
const SKIPPED: Record<string, string> = {
  'POST /api/v1/auth/logout': 'revokes the token the rest of the run uses; it reads no input',
};

/**
 * An operation's cases run one after another (POST employees has 903). A test that times out is not
 * stopped: its loop went on writing while the next operation was judged, which then failed with
 * 'refused but wrote' (a CI run on a loaded PostgreSQL). So the limit is well above the slowest.
 */
const OPERATION_TIMEOUT_MS = 300_000;

/** How many files the operations are dealt across (fuzz-1 … fuzz-4.integration.test.ts). */
export const FUZZ_SHARDS = 4;

/**
 * Bad input never causes a 5xx, and a refused request writes nothing (ARCHITECTURE §4, ADR 0015).
 * Every operation of the OpenAPI document is fuzzed, so each new route is covered without a line
 * in a test: its path and query parameters and each body field get NULs, lone surrogates, 100k
 * strings, wrong types, huge and negative numbers, impossible dates, arrays and objects for scalars,
 * missing required fields and unknown ids, plus a few fast-check values from a fixed seed.
 *
 * One file held all 442 operations and took 246 s, the longest file of the integration run, so a
 * worker finished it long after the other had run out of files. Dealt in turn across four files
 * (operation i goes to shard i mod 4, in the document's order), each its own app and database, the
 * workers share it; every operation is still fuzzed exactly once.
 */
export async function fuzzShard(shard: number): Promise<void> {
  const t = await createTestApp();
  afterAll(() => t.close());
  const session: FuzzSession = {
    t,
    token: await login(t, 'admin@demo.example'),
    fingerprint: await fingerprinter(t.database.owner),
    settle: () => jobsSettled(t.database.owner),
    jobsRan: (ms) => jobsRanWithin(t.database.owner, ms),
    requests: 0,
  };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
  const mine = operationsOf(doc).filter((_, i) => i % FUZZ_SHARDS === shard - 1);

  describe(`fuzz ${shard}/${FUZZ_SHARDS}: bad input never yields a 5xx and never writes`, () => {
    it('has operations to fuzz', () => expect(mine.length).toBeGreaterThan(0));
    for (const op of mine) {
      const key = `${op.method} ${op.path}`;
      const reason = SKIPPED[key];
      if (reason) it.skip(`${key}: ${reason}`, () => undefined);
      else it(key, async () => expect(await fuzzOperation(session, op)).toEqual([]), OPERATION_TIMEOUT_MS);
    }
  });
}
