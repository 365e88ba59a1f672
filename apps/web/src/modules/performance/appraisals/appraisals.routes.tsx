import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';
import type { AppraisalScreen } from './screen-data.ts';
import { HRM, HRM_LINKS, PERF_LINKS } from './tree-links.ts';

// The server's permissions (packages/contracts appraisals.endpoints.ts; ADR 64).
const VIEW = ['view appraisals'] as const;
const CREATE = ['create appraisal'] as const;
const EDIT = ['edit appraisal'] as const;

// One page component per kind of screen, registered in each tree that shows it (issue 22).
const groups = () => import('./pages/groups-page.tsx');
const groupForm = () => import('./pages/group-form-page.tsx');
const groupView = () => import('./pages/group-view-page.tsx');
const history = () => import('./pages/history-page.tsx');
const mine = () => import('./pages/my-appraisals-page.tsx');
const appraiseList = () => import('./pages/appraise-list-page.tsx');
const appraisal = () => import('./pages/appraisal-page.tsx');
const approvals = () => import('./pages/approvals-page.tsx');

const screen = (appraisal: AppraisalScreen) => ({ appraisal });

const PERF_MENU = {
  name: 'view appraisals',
  labelKey: 'menu.appraisalGroups',
  icon: 'TeamOutlined',
  module: 'performance',
} as const;

/**
 * /admin/performance/appraisal (spec 2 §2): the groups, creating one, a group with every member's
 * progress, my appraisal, one appraisal, history (ended groups), and the approvals inbox. The
 * settings screens sit beside these (appraisal-settings/).
 */
export const adminPerformanceAppraisalScreens = resourceScreens({
  under: '/admin',
  path: 'performance/appraisal',
  redirects: { '': 'groups' },
  screens: {
    groups: {
      path: 'appraisal-group',
      list: true,
      page: groups,
      permissions: VIEW,
      menu: PERF_MENU,
      data: screen({ side: 'appraiser', mode: 'view', links: PERF_LINKS }),
    },
    create: {
      path: 'create-appraisal-group',
      page: groupForm,
      permissions: CREATE,
      data: {
        menuOwner: PERF_LINKS.groups,
        ...screen({ side: 'appraiser', mode: 'view', links: PERF_LINKS }),
      },
    },
    group: {
      path: 'appraisal-group/view/$id',
      page: groupView,
      permissions: VIEW,
      data: {
        menuOwner: PERF_LINKS.groups,
        ...screen({ side: 'appraiser', mode: 'view', links: PERF_LINKS }),
      },
    },
    mine: {
      path: 'my-appraisal',
      list: true,
      page: mine,
      menu: { ...PERF_MENU, name: 'my appraisal', labelKey: 'menu.myAppraisal', icon: 'SolutionOutlined' },
      data: screen({ side: 'self', mode: 'view', links: PERF_LINKS }),
    },
    view: {
      path: 'view-appraisal/$id',
      page: appraisal,
      data: { menuOwner: PERF_LINKS.mine, ...screen({ side: 'auto', mode: 'view', links: PERF_LINKS }) },
    },
    history: {
      path: 'appraisal-history',
      list: true,
      page: history,
      permissions: VIEW,
      menu: { ...PERF_MENU, labelKey: 'menu.appraisalHistory', icon: 'HistoryOutlined' },
      data: screen({ side: 'appraiser', mode: 'view', links: PERF_LINKS }),
    },
    historyView: {
      path: 'view-appraisal-history',
      page: groupView,
      permissions: VIEW,
      data: {
        menuOwner: PERF_LINKS.history,
        ...screen({ side: 'appraiser', mode: 'view', links: PERF_LINKS }),
      },
    },
    approvals: {
      path: 'appraisal-approvals',
      list: true,
      page: approvals,
      menu: {
        ...PERF_MENU,
        name: 'my appraisal',
        labelKey: 'menu.appraisalApprovals',
        icon: 'FileTextOutlined',
      },
      data: screen({ side: 'appraiser', mode: 'approval', links: PERF_LINKS }),
    },
    approval: {
      path: 'view-appraisal-approval',
      page: appraisal,
      data: {
        menuOwner: PERF_LINKS.approvals,
        ...screen({ side: 'appraiser', mode: 'approval', links: PERF_LINKS }),
      },
    },
  },
});

const HRM_MENU = {
  name: 'view appraisals',
  labelKey: 'menu.appraisal',
  icon: 'TeamOutlined',
  module: 'hrm',
} as const;
const hrm = (side: AppraisalScreen['side'], mode: AppraisalScreen['mode'], owner: string) => ({
  menuOwner: owner,
  ...screen({ side, mode, links: HRM_LINKS, tabs: 'hrm' }),
});

/**
 * /admin/hrm/appraisal (spec 2 §2 "Admin HRM"): tabs All Appraisal, My Appraisal and Appraise, with
 * the same pages as the performance tree. Its settings screens are appraisal-settings/'s.
 */
export const adminHrmAppraisalScreens = resourceScreens({
  under: '/admin/hrm',
  path: 'appraisal',
  redirects: { '': 'all' },
  screens: {
    all: {
      path: 'all',
      list: true,
      page: groups,
      permissions: VIEW,
      menu: HRM_MENU,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
    records: {
      path: 'all/appraisal-records',
      list: true,
      page: history,
      permissions: VIEW,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
    record: {
      path: 'all/appraisal-records/$id',
      page: groupView,
      permissions: VIEW,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
    appraiseEmployee: {
      path: 'all/appraise-employee/$id',
      page: appraisal,
      data: hrm('appraiser', 'rate', `${HRM}/all`),
    },
    selfAppraiseAll: {
      path: 'all/self-appraise/$id',
      page: appraisal,
      data: hrm('self', 'rate', HRM_LINKS.mine),
    },
    mine: { path: 'my-appraisal', list: true, page: mine, data: hrm('self', 'view', HRM_LINKS.mine) },
    mineView: { path: 'my-appraisal/$id', page: appraisal, data: hrm('self', 'view', HRM_LINKS.mine) },
    mineRate: {
      path: 'my-appraisal/appraise/$id',
      page: appraisal,
      data: hrm('self', 'rate', HRM_LINKS.mine),
    },
    appraise: {
      path: 'appraise',
      list: true,
      page: appraiseList,
      data: hrm('appraiser', 'view', HRM_LINKS.appraise),
    },
    appraiseView: {
      path: 'appraise/view-appraisal/$id',
      page: appraisal,
      data: hrm('appraiser', 'view', HRM_LINKS.appraise),
    },
    appraiseRate: {
      path: 'appraise/$id',
      page: appraisal,
      data: hrm('appraiser', 'rate', HRM_LINKS.appraise),
    },
    assign: {
      path: 'assign-appraisal/$id',
      page: groupForm,
      permissions: EDIT,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
    manage: {
      path: 'manage-appraisal/$id',
      page: groupView,
      permissions: VIEW,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
    edit: {
      path: 'edit/$id',
      page: groupForm,
      permissions: EDIT,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
    details: {
      path: 'details/$id',
      page: groupView,
      permissions: VIEW,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
    table: {
      path: 'allappraisaltable',
      list: true,
      page: groups,
      permissions: VIEW,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
    create: {
      path: 'create',
      page: groupForm,
      permissions: CREATE,
      data: hrm('appraiser', 'view', `${HRM}/all`),
    },
  },
});

/** For the route registry (app/routes/route-tree.ts): /admin/performance, /admin/hrm, /ess/hrm, /ess/performance. */
export const adminAppraisalRoutes = <P extends AnyRoute>(parent: P) =>
  adminPerformanceAppraisalScreens.routes(parent);
export const adminHrmAppraisalRoutes = <P extends AnyRoute>(parent: P) =>
  adminHrmAppraisalScreens.routes(parent);
export {
  essAppraisalRoutes,
  essHrmAppraisalRoutes,
  essHrmAppraisalScreens,
  essPerformanceAppraisalScreens,
} from './ess-appraisals.routes.tsx';
