import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint.ts';
import { TEAM_ENDPOINTS } from '../organization/teams.endpoints.ts';

describe('endpointPath', () => {
  it('fills and encodes params', () => {
    expect(
      endpointPath('/organization/employees/:id/documents/:documentId', { id: 7, documentId: 'a b/c' }),
    ).toBe('/organization/employees/7/documents/a%20b%2Fc');
  });
  it('refuses a missing param rather than calling a wrong URL', () => {
    expect(() => endpointPath(TEAM_ENDPOINTS.get.path, {})).toThrow(/Missing path param id/);
    expect(() => endpointPath(TEAM_ENDPOINTS.get.path, { id: '' })).toThrow(/Missing path param id/);
  });
  it('leaves a path without params as it is', () => {
    expect(endpointPath(TEAM_ENDPOINTS.list.path, undefined)).toBe('/organization/teams');
  });
});
