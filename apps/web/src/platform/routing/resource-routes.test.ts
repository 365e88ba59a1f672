import { describe, expect, it } from 'vitest';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { resourceScreens } from './resource-routes.ts';

const page = () => Promise.resolve({ default: () => null });

const branchScreensSpec = {
  under: '/admin/organization',
  path: 'branch',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'view-all',
      list: true,
      page,
      permissions: ['view all stations'],
      menu: {
        name: 'view all stations',
        labelKey: 'menu.branches',
        icon: 'ShopOutlined',
        module: 'organization',
      },
    },
    create: { path: 'create', page, permissions: ['create station'] },
    edit: { path: 'edit/$id', page, permissions: ['edit station'] },
    assign: { path: 'assign-employee/$id', page },
  },
} as const;

const branchScreens = resourceScreens(branchScreensSpec);

describe('resourceScreens', () => {
  it('declares each screen under the parent with its permissions, the bare address first', () => {
    const root = createRootRoute();
    const routes = branchScreens.routes(root);
    root.addChildren(routes);
    expect(
      routes.map((r) => ['path' in r.options ? r.options.path : null, r.options.staticData?.permissions]),
    ).toEqual([
      ['branch', undefined],
      ['branch/view-all', ['view all stations']],
      ['branch/create', ['create station']],
      ['branch/edit/$id', ['edit station']],
      ['branch/assign-employee/$id', undefined],
    ]);
    expect(routes[1]?.options.staticData?.menu?.labelKey).toBe('menu.branches');
    // Only the list keeps paging and filters in its address.
    expect(routes.map((r) => 'validateSearch' in r.options)).toEqual([false, true, false, false, false]);
  });

  it('sends the bare address on to the list', () => {
    const root = createRootRoute();
    const [bare] = branchScreens.routes(root);
    expect(() => bare?.options.beforeLoad?.({} as never)).toThrow(
      expect.objectContaining({
        options: expect.objectContaining({ href: '/admin/organization/branch/view-all' }),
      }),
    );
  });

  it('gives typed links: a plain address, or the address and its id', () => {
    expect(branchScreens.paths.list).toEqual({ to: '/admin/organization/branch/view-all' });
    expect(branchScreens.paths.edit(7)).toEqual({
      to: '/admin/organization/branch/edit/$id',
      params: { id: '7' },
    });
  });

  it('hangs screens right under the parent when the resource has no segment of its own', () => {
    const root = createRootRoute();
    const parent = createRoute({ getParentRoute: () => root, path: 'attendance' });
    const screens = resourceScreens({
      under: '/admin/attendance',
      path: '',
      redirects: { devices: 'list' },
      screens: { list: { path: 'devices/all', page }, sync: { path: 'workshift/synchronize', page } },
    });
    expect(screens.routes(parent).map((r) => ('path' in r.options ? r.options.path : null))).toEqual([
      'devices',
      'devices/all',
      'workshift/synchronize',
    ]);
    expect(screens.paths.sync.to).toBe('/admin/attendance/workshift/synchronize');
  });

  it('makes the screens without a menu entry select the entry of the menu screen', () => {
    const root = createRootRoute();
    const routes = resourceScreens({ ...branchScreensSpec, menuScreen: 'list' }).routes(root);
    expect(routes.map((r) => r.options.staticData?.menuOwner)).toEqual([
      undefined,
      undefined,
      '/admin/organization/branch/view-all',
      '/admin/organization/branch/view-all',
      '/admin/organization/branch/view-all',
    ]);
  });
});
