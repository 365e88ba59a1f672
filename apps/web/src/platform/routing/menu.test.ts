import { describe, expect, it } from 'vitest';
import {
  collectMenuEntries,
  groupMenuEntries,
  selectedMenuPath,
  visibleMenuEntries,
  type MenuSourceEntry,
} from './menu.ts';
import type { MenuMeta, RoutePermissions } from './route-meta.ts';

const entry = (
  path: string,
  name: string,
  module: MenuMeta['module'],
  permissions?: RoutePermissions,
): MenuSourceEntry => ({
  path,
  menu: { name, labelKey: `menu.${name}`, icon: 'HomeOutlined', module },
  permissions,
});

const registry = [
  entry('/admin/home', 'home', 'general'),
  entry('/admin/activity-history', 'activity history', 'general'),
  entry('/admin/organization/branch', 'view all stations', 'organization'),
  entry('/admin/organization/department', 'view departments', 'organization'),
  entry('/admin/payroll/loan', 'view loans', 'payroll'),
  entry('/admin/hrm/leave', 'view leaves', 'hrm', ['view leaves', 'approve leave']),
];

const premium = {
  premium: true,
  permissions: ['view all stations', 'view loans', 'approve leave'],
  packageModules: [{ module: 'organization' }, { module: 'hrm' }],
};

describe('visibleMenuEntries (spec 1 §6)', () => {
  it('keeps always-kept entries and those whose name is a held permission, in subscribed modules', () => {
    const names = visibleMenuEntries(registry, premium).map((e) => e.menu.name);
    // view departments: not held; view loans: held, but payroll is not subscribed; view leaves: the
    // route's list is satisfied (approve leave) but the entry's own name is not held.
    expect(names).toEqual(['home', 'activity history', 'view all stations']);
  });

  it('keeps an entry whose name is held and whose route permission list is satisfied', () => {
    const user = { ...premium, permissions: [...premium.permissions, 'view leaves'] };
    expect(visibleMenuEntries(registry, user).map((e) => e.menu.name)).toContain('view leaves');
  });

  it('hides the module navigation without a premium account', () => {
    const names = visibleMenuEntries(registry, { ...premium, premium: false }).map((e) => e.menu.name);
    expect(names).toEqual(['home', 'activity history']);
  });
});

describe('groupMenuEntries', () => {
  it('puts general entries first and one group per module in order of appearance', () => {
    const groups = groupMenuEntries(registry);
    expect(groups.map((g) => g.module)).toEqual(['general', 'organization', 'payroll', 'hrm']);
    expect(groups[1]?.entries.map((e) => e.path)).toEqual([
      '/admin/organization/branch',
      '/admin/organization/department',
    ]);
  });

  it('omits an empty general group', () => {
    const branches = registry[2];
    if (!branches) throw new Error('Expected the branch entry in the registry');
    expect(groupMenuEntries([branches]).map((g) => g.module)).toEqual(['organization']);
  });
});

describe('selectedMenuPath', () => {
  it('picks the longest entry that prefixes the location', () => {
    expect(selectedMenuPath(registry, '/admin/organization/branch/edit/4')).toBe(
      '/admin/organization/branch',
    );
    expect(selectedMenuPath(registry, '/admin/home/')).toBe('/admin/home');
    expect(selectedMenuPath(registry, '/admin/homes')).toBeUndefined();
  });

  it('takes the entry a screen names over its address, when that entry is shown', () => {
    expect(selectedMenuPath(registry, '/admin/organization/branch/edit/4', '/admin/home')).toBe(
      '/admin/home',
    );
    expect(selectedMenuPath(registry, '/admin/organization/branch/edit/4', '/admin/hidden')).toBe(
      '/admin/organization/branch',
    );
  });

  it('falls back to an entry of the same section, never to a whole view', () => {
    const entries = [
      entry('/admin/home', 'home', 'general'),
      entry('/admin/organization/dashboard', 'dashboard', 'organization'),
      entry('/admin/organization/employees/view-all', 'view employees', 'organization'),
      entry('/admin/organization/employees/settings', 'manage employee settings', 'organization'),
    ];
    expect(selectedMenuPath(entries, '/admin/organization/employees/send-invite')).toBe(
      '/admin/organization/employees/view-all',
    );
    expect(selectedMenuPath(entries, '/admin/organization/employees/settings/grades')).toBe(
      '/admin/organization/employees/settings',
    );
    expect(selectedMenuPath(entries, '/admin/organization/reports/generate')).toBeUndefined();
    expect(selectedMenuPath(entries, '/admin/activity-history')).toBeUndefined();
  });
});

describe('collectMenuEntries', () => {
  it('walks a route subtree depth first and keeps routes that declare a menu entry', () => {
    const meta = (name: string) => ({
      menu: { name, labelKey: name, icon: 'HomeOutlined', module: 'general' as const },
    });
    const tree = {
      fullPath: '/admin',
      options: {},
      children: [
        { fullPath: '/admin/', options: {} },
        { fullPath: '/admin/home', options: { staticData: meta('home') } },
        {
          fullPath: '/admin/organization',
          options: {},
          children: {
            branch: {
              fullPath: '/admin/organization/branch',
              options: { staticData: { ...meta('view all stations'), permissions: ['view all stations'] } },
            },
          },
        },
      ],
    };
    expect(collectMenuEntries(tree).map((e) => [e.path, e.menu.name, e.permissions])).toEqual([
      ['/admin/home', 'home', undefined],
      ['/admin/organization/branch', 'view all stations', ['view all stations']],
    ]);
  });
});
