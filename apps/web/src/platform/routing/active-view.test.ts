import { describe, expect, it } from 'vitest';
import { defaultHomePath, viewOfPath } from './active-view.ts';

describe('viewOfPath', () => {
  it('reads the view from the address', () => {
    expect(viewOfPath('/admin')).toBe('admin');
    expect(viewOfPath('/admin/home')).toBe('admin');
    expect(viewOfPath('/ess/profile/3')).toBe('ess');
    expect(viewOfPath('/administrator')).toBeNull();
    expect(viewOfPath('/login')).toBeNull();
  });
});

describe('defaultHomePath', () => {
  it('sends admins to the admin home and everybody else to self-service', () => {
    expect(defaultHomePath({ permissions: ['view backend'] })).toBe('/admin/home');
    expect(defaultHomePath({ permissions: [] })).toBe('/ess/home');
    expect(defaultHomePath(null)).toBe('/ess/home');
  });
});
