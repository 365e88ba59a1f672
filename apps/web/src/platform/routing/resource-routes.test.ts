import { describe, expect, it } from 'vitest';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { resourceScreens } from './resource-routes.ts';

const page = () => Promise.resolve({ default: () => null });

// A resource of the test's own (a warehouse's bins, under real permissions), not a copy of one of the product's tables.
const binSpec = {
  under: '/admin/stock',
  path: 'bin',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'all',
      list: true,
      page,
      permissions: ['view departments'],
      menu: {
        name: 'view departments',
        labelKey: 'menu.bins',
        icon: 'ClusterOutlined',
        module: 'organization',
      },
    },
    create: { path: 'create', page, permissions: ['create department'] },
    edit: { path: 'edit/$id', page, permissions: ['edit department'] },
    assign: { path: 'assign/$id', page },
  },
} as const;
const binScreens = resourceScreens(binSpec);

describe('resourceScreens', () => {
  it('declares each screen under the parent with its permissions, the bare address first', () => {
    const root = createRootRoute();
    const routes = binScreens.routes(root);
    root.addChildren(routes);
    expect(
      routes.map((r) => ['path' in r.options ? r.options.path : null, r.options.staticData?.permissions]),
    ).toEqual([
      ['bin', undefined],
      ['bin/all', ['view departments']],
      ['bin/create', ['create department']],
      ['bin/edit/$id', ['edit department']],
      ['bin/assign/$id', undefined],
    ]);
    expect(routes[1]?.options.staticData?.menu?.labelKey).toBe('menu.bins');
    // Only the list keeps paging and filters in its address.
    expect(routes.map((r) => 'validateSearch' in r.options)).toEqual([false, true, false, false, false]);
  });

  it('sends the bare address on to the list', () => {
    const root = createRootRoute();
    const [bare] = binScreens.routes(root);
    expect(() => bare?.options.beforeLoad?.({} as never)).toThrow(
      expect.objectContaining({
        options: expect.objectContaining({ href: '/admin/stock/bin/all' }),
      }),
    );
  });

  it('gives typed links: a plain address, or the address and its id', () => {
    expect(binScreens.paths.list).toEqual({ to: '/admin/stock/bin/all' });
    expect(binScreens.paths.edit(7)).toEqual({
      to: '/admin/stock/bin/edit/$id',
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
    const routes = resourceScreens({ ...binSpec, menuScreen: 'list' }).routes(root);
    expect(routes.map((r) => r.options.staticData?.menuOwner)).toEqual([
      undefined,
      undefined,
      '/admin/stock/bin/all',
      '/admin/stock/bin/all',
      '/admin/stock/bin/all',
    ]);
  });
});
