import { useMatches } from '@tanstack/react-router';
import './screens.ts';

/** The open screen's registration: its module, calls, messages and the prefix of its wording. */
export function useCategoryApproverScreens() {
  const screens = useMatches({
    select: (matches) =>
      matches.findLast((m) => m.staticData.categoryApprovers)?.staticData.categoryApprovers,
  });
  if (!screens) throw new Error('A category approver screen opened outside its routes');
  return {
    screens,
    endpoints: screens.endpoints,
    messages: screens.messages,
    /** The module's i18n key, e.g. leaveSettings.leave.title or loanSettings.approvals.title. */
    text: (key: string) => `${screens.texts}.${key}`,
    edit: (id: number | string) => `${screens.editPrefix}${id}`,
    view: (id: number | string) => `${screens.viewPrefix}${id}`,
  };
}
