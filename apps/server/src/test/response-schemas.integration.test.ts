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
const WITHOUT_RESPONSE_SCHEMA: readonly string[] = [
  'GET /api/v1/organization/employees',
  'POST /api/v1/organization/employees',
  'DELETE /api/v1/organization/employees',
  'GET /api/v1/organization/employees/search',
  'POST /api/v1/organization/employees/image-upload',
  'PUT /api/v1/organization/employees/activate',
  'PUT /api/v1/organization/employees/deactivate',
  'GET /api/v1/organization/employees/archives',
  'DELETE /api/v1/organization/employees/archives',
  'PUT /api/v1/organization/employees/restore',
  'GET /api/v1/organization/employees/{id}',
  'PUT /api/v1/organization/employees/{id}',
  'GET /api/v1/organization/employees/{id}/documents',
  'POST /api/v1/organization/employees/{id}/documents',
  'DELETE /api/v1/organization/employees/{id}/documents/{documentId}',
  'GET /api/v1/organization/employees/{id}/activity',
  'POST /api/v1/organization/employees/invite',
  'GET /api/v1/organization/employees/invites',
  'POST /api/v1/organization/employees/invites/{id}/resend',
  'GET /api/v1/organization/employees/import/template',
  'POST /api/v1/organization/employees/import/preview',
  'POST /api/v1/organization/employees/import',
  'GET /api/v1/organization/branches',
  'POST /api/v1/organization/branches',
  'GET /api/v1/organization/branches/{id}',
  'PUT /api/v1/organization/branches/{id}',
  'DELETE /api/v1/organization/branches/{id}',
  'GET /api/v1/organization/branches/{id}/departments',
  'GET /api/v1/branch-types',
  'GET /api/v1/organization/departments',
  'POST /api/v1/organization/departments',
  'GET /api/v1/organization/departments/managing-departments',
  'POST /api/v1/organization/departments/delete',
  'GET /api/v1/organization/departments/{id}',
  'PUT /api/v1/organization/departments/{id}',
  'GET /api/v1/organization/teams',
  'POST /api/v1/organization/teams',
  'POST /api/v1/organization/teams/delete',
  'GET /api/v1/organization/teams/{id}',
  'PUT /api/v1/organization/teams/{id}',
  'GET /api/v1/organization/employees/settings/types',
  'POST /api/v1/organization/employees/settings/types',
  'DELETE /api/v1/organization/employees/settings/types',
  'GET /api/v1/organization/employees/settings/types/{id}',
  'PUT /api/v1/organization/employees/settings/types/{id}',
  'DELETE /api/v1/organization/employees/settings/types/{id}',
  'GET /api/v1/organization/employees/settings/grades',
  'POST /api/v1/organization/employees/settings/grades',
  'DELETE /api/v1/organization/employees/settings/grades',
  'GET /api/v1/organization/employees/settings/grades/{id}',
  'PUT /api/v1/organization/employees/settings/grades/{id}',
  'DELETE /api/v1/organization/employees/settings/grades/{id}',
  'GET /api/v1/organization/employees/settings/categories',
  'POST /api/v1/organization/employees/settings/categories',
  'DELETE /api/v1/organization/employees/settings/categories',
  'GET /api/v1/organization/employees/settings/categories/{id}',
  'PUT /api/v1/organization/employees/settings/categories/{id}',
  'DELETE /api/v1/organization/employees/settings/categories/{id}',
  'GET /api/v1/organization/employees/settings/designations',
  'POST /api/v1/organization/employees/settings/designations',
  'DELETE /api/v1/organization/employees/settings/designations',
  'GET /api/v1/organization/employees/settings/designations/{id}',
  'PUT /api/v1/organization/employees/settings/designations/{id}',
  'DELETE /api/v1/organization/employees/settings/designations/{id}',
  'GET /api/v1/organization/employees/settings/get-grades',
  'POST /api/v1/organization/reports/employees/fetch',
  'GET /api/v1/organization/dashboard',
  'GET /api/v1/organization/system-settings/roles',
  'POST /api/v1/organization/system-settings/roles',
  'PUT /api/v1/organization/system-settings/roles',
  'DELETE /api/v1/organization/system-settings/roles',
  'GET /api/v1/organization/system-settings/group-permissions-by-modules',
  'GET /api/v1/organization/system-settings/roles/{id}',
  'PUT /api/v1/organization/system-settings/roles/{id}',
  'DELETE /api/v1/organization/system-settings/roles/{id}',
  'GET /api/v1/organization/system-settings/roles/{id}/members',
  'DELETE /api/v1/organization/system-settings/roles/{id}/members',
  'GET /api/v1/organization/system-settings/roles/{id}/permissions',
  'DELETE /api/v1/organization/system-settings/roles/{id}/permissions',
  'POST /api/v1/organization/system-settings/roles/{role_id}/employees',
  'PUT /api/v1/organization/system-settings/reset-user-password',
  'GET /api/v1/organization/system-settings/account-settings',
  'PUT /api/v1/organization/system-settings/account-settings',
  'POST /api/v1/organization/system-settings/account-settings/upload-image',
  'GET /api/v1/organization/system-settings/general-settings/public-holidays',
  'PUT /api/v1/organization/system-settings/general-settings/public-holidays',
  'DELETE /api/v1/organization/system-settings/general-settings/public-holidays/{id}',
];

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
    for (const key of ['GET /api/v1/files/{fileName}', 'GET /api/v1/downloads/{fileName}']) {
      const content = operations.find((o) => o.key === key)?.op.responses?.['200']?.content ?? {};
      expect(Object.keys(content).length, key).toBeGreaterThan(0);
      expect(Object.keys(content), key).not.toContain('application/json');
    }
  });
});
