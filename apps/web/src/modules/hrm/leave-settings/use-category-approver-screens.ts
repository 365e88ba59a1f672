import { useMatches } from '@tanstack/react-router';
import {
  EXEMPTION_APPROVER_ENDPOINTS,
  EXEMPTION_APPROVER_MESSAGES,
  LEAVE_APPROVER_ENDPOINTS,
  LEAVE_APPROVER_MESSAGES,
  type CategoryApproverEndpoints,
} from '@clockroom/contracts';
import './screens.ts';

/** The open screen's module, its calls and messages, and the i18n prefix of its wording. */
export function useCategoryApproverScreens() {
  const screens = useMatches({
    select: (matches) =>
      matches.findLast((m) => m.staticData.categoryApprovers)?.staticData.categoryApprovers,
  });
  if (!screens) throw new Error('A category approver screen opened outside its routes');
  const leave = screens.module === 'leave';
  const endpoints: CategoryApproverEndpoints = leave
    ? LEAVE_APPROVER_ENDPOINTS
    : EXEMPTION_APPROVER_ENDPOINTS;
  return {
    screens,
    endpoints,
    messages: leave ? LEAVE_APPROVER_MESSAGES : EXEMPTION_APPROVER_MESSAGES,
    /** i18n key prefix: leaveSettings.leave.* or leaveSettings.exemption.* */
    text: (key: string) => `leaveSettings.${screens.module}.${key}`,
    edit: (id: number | string) => `${screens.editPrefix}${id}`,
    view: (id: number | string) => `${screens.viewPrefix}${id}`,
  };
}
