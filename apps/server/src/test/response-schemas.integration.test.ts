import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './harness.ts';

/**
 * Every operation documents what it answers (platform issue §4): a JSON schema under a 2xx, built
 * from the Zod schemas in contracts that the web app takes its types from; or, for a binary answer,
 * the content types it sends. Without a response schema OpenAPI says nothing and the web app falls
 * back to hand-written types, which drift.
 */
interface MediaType {
  schema?: unknown;
}
interface RawOperation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, RawOperation>>;
}

/**
 * Operations still without a response schema: the organization module's, next in line (the binary
 * import template among them, which should declare its content type like the file routes). The list
 * only shrinks: the test also fails when an operation here gains a schema (delete its line) or no
 * longer exists.
 */
const WITHOUT_RESPONSE_SCHEMA: readonly string[] = [];

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The 2xx answers that declare a schema for at least one content type. */
function documentsItsAnswer(op: RawOperation): boolean {
  return Object.entries(op.responses ?? {}).some(
    ([status, response]) =>
      /^2\d\d$/.test(status) &&
      Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
  );
}

const t = await createTestApp();
afterAll(() => t.close());
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod)
    .filter(([method]) => METHODS.has(method))
    .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);

describe('every operation documents its 2xx response', () => {
  it('reads the operations from OpenAPI', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('has a response schema for each operation outside the allow-list', () => {
    const missing = operations
      .filter(({ key, op }) => !WITHOUT_RESPONSE_SCHEMA.includes(key) && !documentsItsAnswer(op))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('keeps the allow-list to operations that exist and still lack one', () => {
    const byKey = new Map(operations.map(({ key, op }) => [key, op]));
    const stale = WITHOUT_RESPONSE_SCHEMA.filter((key) => {
      const op = byKey.get(key);
      return op === undefined || documentsItsAnswer(op);
    });
    expect(stale).toEqual([]);
  });

  it('declares binary answers by content type, not as JSON', () => {
    for (const key of [
      'GET /api/v1/files/{fileName}',
      'GET /api/v1/downloads/{fileName}',
      'GET /api/v1/organization/employees/import/template',
    ]) {
      const content = operations.find((o) => o.key === key)?.op.responses?.['200']?.content ?? {};
      expect(Object.keys(content).length, key).toBeGreaterThan(0);
      expect(Object.keys(content), key).not.toContain('application/json');
    }
  });
});
