import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';
import type { AppraisalScreen } from './screen-data.ts';
import { ESS_HRM_LINKS, ESS_PERF_LINKS } from './tree-links.ts';

const appraiseList = () => import('./pages/appraise-list-page.tsx');
const mine = () => import('./pages/my-appraisals-page.tsx');
const appraisal = () => import('./pages/appraisal-page.tsx');
const approvals = () => import('./pages/approvals-page.tsx');
const screen = (appraisal: AppraisalScreen) => ({ appraisal });

const essHrm = (side: AppraisalScreen['side'], mode: AppraisalScreen['mode'], owner: string) => ({
  menuOwner: owner,
  ...screen({ side, mode, links: ESS_HRM_LINKS, tabs: 'ess' }),
});

/**
 * /ess/hrm/appraisal (spec 2 §2 ESS): tabs My Appraisal and Appraise; the self-appraise form and one
 * appraisal; appraise/{id} and appraise/view-appraisal/{id} are the "fixed-id variants" of the
 * Appraise tab (spec 2 §2 names them without listing them). Any signed-in employee.
 */
export const essHrmAppraisalScreens = resourceScreens({
  under: '/ess/hrm',
  path: 'appraisal',
  redirects: { '': 'mine' },
  screens: {
    mine: {
      path: 'my-appraisals',
      list: true,
      page: mine,
      menu: { name: 'my appraisal', labelKey: 'menu.myAppraisal', icon: 'SolutionOutlined', module: 'hrm' },
      data: essHrm('self', 'view', ESS_HRM_LINKS.mine),
    },
    view: {
      path: 'my-appraisals/view-appraisal/$id',
      page: appraisal,
      data: essHrm('self', 'view', ESS_HRM_LINKS.mine),
    },
    selfAppraise: {
      path: 'my-appraisals/self-appraise/$id',
      page: appraisal,
      data: essHrm('self', 'rate', ESS_HRM_LINKS.mine),
    },
    appraise: {
      path: 'appraise',
      list: true,
      page: appraiseList,
      data: essHrm('appraiser', 'view', ESS_HRM_LINKS.mine),
    },
    rate: { path: 'appraise/$id', page: appraisal, data: essHrm('appraiser', 'rate', ESS_HRM_LINKS.mine) },
    rateView: {
      path: 'appraise/view-appraisal/$id',
      page: appraisal,
      data: essHrm('appraiser', 'view', ESS_HRM_LINKS.mine),
    },
  },
});

const ESS_MENU = { name: 'my appraisal', icon: 'SolutionOutlined', module: 'performance' } as const;
const essPerf = (side: AppraisalScreen['side'], mode: AppraisalScreen['mode'], owner?: string) => ({
  ...(owner ? { menuOwner: owner } : {}),
  ...screen({ side, mode, links: ESS_PERF_LINKS }),
});

/**
 * /ess/performance/appraisal (spec 2 §2 ESS): my self-appraisals (rated on their view while open),
 * the appraisals I rate (rated on theirs), and the approvals inbox. Any signed-in employee.
 */
export const essPerformanceAppraisalScreens = resourceScreens({
  under: '/ess',
  path: 'performance/appraisal',
  redirects: { '': 'self' },
  screens: {
    self: {
      path: 'self-appraisal',
      list: true,
      page: mine,
      menu: { ...ESS_MENU, labelKey: 'menu.myAppraisal' },
      data: essPerf('self', 'view'),
    },
    selfView: {
      path: 'view-self-appraisal/$id',
      page: appraisal,
      data: essPerf('self', 'rate', ESS_PERF_LINKS.mine),
    },
    appraise: {
      path: 'appraisal',
      list: true,
      page: appraiseList,
      menu: { ...ESS_MENU, name: 'my appraisal', labelKey: 'menu.appraise', icon: 'TeamOutlined' },
      data: essPerf('appraiser', 'view'),
    },
    view: {
      path: 'view-appraisal/$id',
      page: appraisal,
      data: essPerf('auto', 'rate', ESS_PERF_LINKS.appraise),
    },
    approvals: {
      path: 'appraisal-approvals',
      list: true,
      page: approvals,
      menu: {
        ...ESS_MENU,
        name: 'my appraisal',
        labelKey: 'menu.appraisalApprovals',
        icon: 'FileTextOutlined',
      },
      data: essPerf('appraiser', 'approval'),
    },
  },
});

/** For the route registry, through appraisals.routes.tsx: /ess/hrm and /ess/performance. */
export const essHrmAppraisalRoutes = <P extends AnyRoute>(parent: P) => essHrmAppraisalScreens.routes(parent);
export const essAppraisalRoutes = <P extends AnyRoute>(parent: P) =>
  essPerformanceAppraisalScreens.routes(parent);
