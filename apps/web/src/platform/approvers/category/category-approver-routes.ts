import type { RoutePermissions } from '../../routing/route-meta.ts';
import type { ScreenSpec } from '../../routing/resource-routes.ts';
import type { CategoryApproverScreens } from './screens.ts';

const pages = {
  list: () => import('./pages/category-approver-list-page.tsx'),
  create: () => import('./pages/category-approver-create-page.tsx'),
  edit: () => import('./pages/category-approver-edit-page.tsx'),
  view: () => import('./pages/category-approver-view-page.tsx'),
};

const screen = (path: string, page: ScreenSpec['page'], permissions: RoutePermissions) => ({
  path,
  page,
  permissions,
  list: true,
});

/** The page with the module's texts, both fetched before it shows. */
const withTexts =
  (screens: CategoryApproverScreens, page: ScreenSpec['page']): ScreenSpec['page'] =>
  () =>
    Promise.all([page(), screens.loadTexts()]).then(([module]) => module);

/**
 * A module's approver list, create, edit/$id and view/$id screens at the addresses its registration
 * names, relative to `under` (the `resourceScreens` they are spread into). Any of `read` opens the
 * list and view, any of `write` the create and edit (loans: view loans reads, manage loan settings
 * writes); both default to the registration's permission.
 */
export function categoryApproverScreens(
  screens: CategoryApproverScreens,
  under: string,
  access: { read?: RoutePermissions; write?: RoutePermissions } = {},
) {
  const rel = (path: string) => path.slice(under.length + 1).replace(/\/$/, '');
  const read = access.read ?? [screens.permission];
  const write = access.write ?? [screens.permission];
  const data = { categoryApprovers: screens };
  return {
    approverList: { ...screen(rel(screens.list), withTexts(screens, pages.list), read), data },
    approverCreate: { ...screen(rel(screens.create), withTexts(screens, pages.create), write), data },
    approverEdit: {
      ...screen(`${rel(screens.editPrefix)}/$id`, withTexts(screens, pages.edit), write),
      data,
    },
    approverView: { ...screen(`${rel(screens.viewPrefix)}/$id`, withTexts(screens, pages.view), read), data },
  };
}
