import { describe, expect, it } from 'vitest';
import { isDeniedByRoutes } from './access.ts';

describe('isDeniedByRoutes (spec 1 §2 route guards)', () => {
  const employee = { permissions: ['view leaves'] };

  it('lets routes without a permission list through', () => {
    expect(isDeniedByRoutes([undefined, {}, { permissions: [] }], employee)).toBe(false);
  });

  it('needs any one of a route’s permissions', () => {
    expect(isDeniedByRoutes([{ permissions: ['approve leave', 'view leaves'] }], employee)).toBe(false);
  });

  it('refuses when the user holds none of them, at any level (an employee under /admin)', () => {
    expect(isDeniedByRoutes([{ permissions: ['view backend'] }, {}], employee)).toBe(true);
    expect(isDeniedByRoutes([{}, { permissions: ['create station'] }], employee)).toBe(true);
  });
});
