import type { AnyRoute } from '@tanstack/react-router';
import { approverRoutes } from '../../../platform/approvers/approver-routes.ts';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';
import type { MenuIconName } from '../../../platform/routing/menu-icon-names.ts';
import type { MenuMeta } from '../../../platform/routing/route-meta.ts';

// The server reads trainings with 'view trainings', writes with create/edit/delete training, and the
// settings (categories, defaults, plan approvers) with 'manage training settings' (ADR 62).
const VIEW = ['view trainings'] as const;
const CREATE = ['create training'] as const;
const EDIT = ['edit training'] as const;
const SETTINGS = ['manage training settings'] as const;
const trainings = () => import('./pages/trainings-page.tsx');
const training = () => import('./pages/training-view-page.tsx');
const plans = () => import('../improvement-plans/pages/plans-page.tsx');
const planForm = () => import('../improvement-plans/pages/plan-form-page.tsx');
const review = () => import('../improvement-plans/pages/plan-review-page.tsx');
const settings = () => import('./pages/training-settings-page.tsx');
const general = () => import('./pages/general-settings-page.tsx');
const assign = () => import('./pages/assign-employee-page.tsx');
/** A training sidebar entry: every one sits in the performance sub-menu. */
const menu = (name: string, labelKey: string, icon: MenuIconName): MenuMeta => ({
  name,
  labelKey,
  icon,
  module: 'performance',
});
/**
 * The screens the admin and ESS trees declare alike (same address, page and permissions); `list` and
 * `plans` only their address and page, each tree adding its own permissions and menu entry.
 */
const shared = {
  list: { path: 'general-training', list: true, page: trainings },
  plans: { path: 'performance-improvement-plan', list: true, page: plans },
  view: { path: 'general-training/view/$id', page: training },
  createPlan: { path: 'performance-improvement-plan/create', page: planForm, permissions: CREATE },
  general: { path: 'manage-general-settings', page: general, permissions: SETTINGS },
  review: { path: 'manage-performance-improvement', list: true, page: review, permissions: EDIT },
  assign: { path: 'settings/assign-employee', page: assign, permissions: EDIT },
} as const;

/**
 * Training under /admin/performance/training (spec 2 §2, ADR 62): general trainings and their view,
 * improvement plans (list, create, edit?id=), the plans' approval inbox, the settings hub with the
 * training categories (settings-general-training/view/$id), the defaults (manage-general-settings),
 * the plans' review desk (manage-performance-improvement) and enrolling employees
 * (settings/assign-employee).
 */
export const adminTrainingScreens = resourceScreens({
  under: '/admin',
  path: 'performance/training',
  redirects: { '': 'list' },
  screens: {
    list: {
      ...shared.list,
      permissions: VIEW,
      menu: menu('view trainings', 'menu.generalTraining', 'SolutionOutlined'),
    },
    view: shared.view,
    plans: {
      ...shared.plans,
      menu: menu('view trainings', 'menu.improvementPlans', 'FileTextOutlined'),
    },
    createPlan: shared.createPlan,
    editPlan: { path: 'performance-improvement-plan/edit', page: planForm, permissions: EDIT },
    approval: {
      path: 'approval',
      list: true,
      page: () => import('../improvement-plans/pages/plan-approvals-page.tsx'),
      menu: menu('view trainings', 'menu.planApprovals', 'HistoryOutlined'),
    },
    settings: {
      path: 'settings',
      list: true,
      page: settings,
      permissions: VIEW,
      menu: menu('manage training settings', 'menu.trainingSettings', 'SettingOutlined'),
    },
    general: shared.general,
    category: {
      path: 'settings-general-training/view/$id',
      list: true,
      page: () => import('./pages/category-view-page.tsx'),
      permissions: VIEW,
    },
    review: shared.review,
    assign: shared.assign,
  },
});

/**
 * /ess/performance/training: my trainings and their view, my plans (and those I review), and create
 * for whoever may create plans. The ESS settings addresses the spec lists open the same screens for
 * a holder of their permission (ADR 62).
 */
export const essTrainingScreens = resourceScreens({
  under: '/ess',
  path: 'performance/training',
  redirects: { '': 'list' },
  screens: {
    list: {
      ...shared.list,
      menu: menu('my trainings', 'menu.myTrainings', 'SolutionOutlined'),
    },
    view: shared.view,
    plans: {
      ...shared.plans,
      menu: menu('my improvement plans', 'menu.myImprovementPlans', 'FileTextOutlined'),
    },
    createPlan: shared.createPlan,
    settings: { path: 'settings', list: true, page: settings, permissions: VIEW },
    general: shared.general,
    review: shared.review,
    assign: shared.assign,
  },
});

export const adminTrainingRoutes = <P extends AnyRoute>(parent: P) => [
  ...adminTrainingScreens.routes(parent),
  ...approverRoutes(parent, {
    module: 'improvement-plan',
    settingsPath: '/admin/performance/training/settings/approvers',
    view: 'view trainings',
    manage: 'manage training settings',
  }),
];
export const essTrainingRoutes = <P extends AnyRoute>(parent: P) => essTrainingScreens.routes(parent);
