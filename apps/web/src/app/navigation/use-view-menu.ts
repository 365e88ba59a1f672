import { useMemo } from 'react';
import {
  collectMenuEntries,
  groupMenuEntries,
  visibleMenuEntries,
  type MenuGroup,
  type MenuSourceEntry,
} from '../../platform/routing/menu.ts';
import type { View } from '../../platform/routing/active-view.ts';
import { useCurrentUser } from '../../platform/session/current-user.ts';
import { isPremiumAccount } from '../../platform/session/subscription.ts';
import { adminRoute, essRoute } from '../routes/shell-routes.tsx';

/** The menu of a view: the registry's entries for that view, filtered for this user and subscription. */
export function useViewMenu(view: View): { entries: MenuSourceEntry[]; groups: MenuGroup[] } {
  const user = useCurrentUser();
  return useMemo(() => {
    const all = collectMenuEntries(view === 'admin' ? adminRoute : essRoute);
    const entries = visibleMenuEntries(all, {
      permissions: user.permissions,
      packageModules: user.packageModules,
      premium: isPremiumAccount(user.employee.company.account_type),
    });
    return { entries, groups: groupMenuEntries(entries) };
  }, [view, user]);
}
