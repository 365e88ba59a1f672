import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

/** /admin/organization/employees/import: bulk import (beyond the spec; docs/decisions). */
export const employeeImportRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/import',
    component: lazyPage(() => import('./pages/employee-import-page.tsx')),
    staticData: { permissions: ['import employees'] },
  });
