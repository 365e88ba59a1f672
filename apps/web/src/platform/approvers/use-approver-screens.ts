import { useMatches } from '@tanstack/react-router';
import { approverGroupEndpoints } from '@clockroom/contracts';
import type { ApproverScreens } from './approver-routes.ts';

/** The addresses of one module's approver screens. */
export const approverPaths = (screens: ApproverScreens) => ({
  // Plain strings: the router types only literal paths, and these are built per module.
  list: screens.settingsPath as string,
  create: `${screens.settingsPath}/create`,
  edit: (id: number | string) => `${screens.settingsPath}/edit/${id}`,
  view: (id: number | string) => `${screens.settingsPath}/view/${id}`,
  assign: (id: number | string) => `${screens.settingsPath}/${screens.assignSegment ?? 'assign'}/${id}`,
});

/** The module the open approver screen belongs to, as its route declared it (approverRoutes). */
export function useApproverScreens() {
  const screens = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.approvers)?.staticData.approvers,
  });
  if (!screens) throw new Error('An approver screen opened outside the routes of approverRoutes');
  const paths = approverPaths(screens);
  return {
    screens,
    paths,
    /** The module's approver-settings calls, under its API base path (spec 2 §2). */
    api: approverGroupEndpoints(screens.module, screens),
    /** Where saving a group leads. */
    redirect: (screens.redirectPath as string | undefined) ?? paths.list,
    /** i18n key of what the groups approve, shown under each screen's title. */
    subject: `approvers.subject.${screens.module}`,
  };
}
