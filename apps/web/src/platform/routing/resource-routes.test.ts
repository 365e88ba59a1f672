import { describe, expect, it } from 'vitest';
import { createRootRoute } from '@tanstack/react-router';
import { listAddress, resourceRoutes } from './resource-routes.ts';

const page = () => Promise.resolve({ default: () => null });

describe('resourceRoutes', () => {
  it('sends the bare address, with or without its trailing slash, on to the list', () => {
    expect(listAddress('/admin/organization/branch')).toBe('/admin/organization/branch/view-all');
    expect(listAddress('/admin/organization/branch/')).toBe('/admin/organization/branch/view-all');
  });

  it('declares the list, create and edit screens with their permissions and the list menu entry', () => {
    const root = createRootRoute();
    const routes = resourceRoutes(root, {
      path: 'branch',
      list: {
        page,
        permissions: ['view all stations'],
        menu: {
          name: 'view all stations',
          labelKey: 'menu.branches',
          icon: 'ShopOutlined',
          module: 'organization',
        },
      },
      create: { page, permissions: ['create station'] },
      edit: { page, permissions: ['edit station'] },
    });
    root.addChildren(routes);
    expect(
      routes.map((r) => ['path' in r.options ? r.options.path : null, r.options.staticData?.permissions]),
    ).toEqual([
      ['branch', undefined],
      ['branch/view-all', ['view all stations']],
      ['branch/create', ['create station']],
      ['branch/edit/$id', ['edit station']],
    ]);
    expect(routes[1]?.options.staticData?.menu?.labelKey).toBe('menu.branches');
  });
});
