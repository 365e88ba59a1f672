import { hasPermission, type SessionUser } from '@clockroom/contracts';
import { EMPLOYEE_SEARCH_PERMISSION } from '../../modules/organization/employees/search-api.ts';
import type { View } from '../../platform/routing/active-view.ts';
import { useCurrentUser } from '../../platform/session/current-user.ts';
import { isPremiumAccount } from '../../platform/session/subscription.ts';

/** What the tools depend on: the user's permissions and their company's account type. */
type HeaderUser = Pick<SessionUser, 'permissions'> & {
  employee: { company: Pick<SessionUser['employee']['company'], 'account_type'> };
};

/**
 * Which of the header's admin tools a user has, the same in the wide header and the phone's.
 * Self-service is about oneself: the branch choice and the staff search belong to the admin view, and
 * the search also needs a premium account and the permission to search staff.
 */
export function headerTools(user: HeaderUser, view: View) {
  const adminView = view === 'admin';
  return {
    branches: adminView,
    search:
      adminView &&
      isPremiumAccount(user.employee.company.account_type) &&
      hasPermission(user, EMPLOYEE_SEARCH_PERMISSION),
  };
}

/** The signed-in user's header tools in this view. */
export const useHeaderTools = (view: View) => headerTools(useCurrentUser(), view);
