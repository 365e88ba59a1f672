import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const admin = { permissions: ['view backend'] };
const employee = { permissions: [] };

describe('safeReturnPath', () => {
  it('returns to a remembered signed-in page', () => {
    expect(safeReturnPath('/ess/activity-history?page=2', employee)).toBe('/ess/activity-history?page=2');
    expect(safeReturnPath('/admin/home', admin)).toBe('/admin/home');
  });

  it('never returns an employee to an admin page', () => {
    expect(safeReturnPath('/admin/home', employee)).toBeNull();
  });

  it('ignores public pages, other origins and nothing at all', () => {
    expect(safeReturnPath('/login', admin)).toBeNull();
    expect(safeReturnPath('//evil.example/admin', admin)).toBeNull();
    expect(safeReturnPath('https://evil.example/ess/home', admin)).toBeNull();
    expect(safeReturnPath(null, admin)).toBeNull();
  });
});
