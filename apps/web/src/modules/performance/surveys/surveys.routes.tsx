import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server's permissions (packages/contracts surveys.endpoints.ts; ADR 60).
const VIEW = ['view feedbacks'] as const;
const CREATE = ['create feedback'] as const;
const EDIT = ['edit feedback'] as const;
const SETTINGS = ['manage feedback settings', 'edit feedback'] as const;

/**
 * Feedback surveys under /admin/performance/feedback (spec 2 §2): view-all, create, view/$id (the
 * survey and its results), edit/$id, view-feedback-log, and settings with its three screens (ADR 60:
 * the hub, publishing and closing, the audience, and the builder again as create-survey).
 */
export const surveyScreens = resourceScreens({
  under: '/admin',
  path: 'performance/feedback',
  redirects: { '': 'viewAll' },
  screens: {
    viewAll: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/surveys-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view feedbacks',
        labelKey: 'menu.surveys',
        icon: 'SolutionOutlined',
        module: 'performance',
      },
    },
    create: {
      path: 'create',
      data: { menuOwner: '/admin/performance/feedback/view-all' },
      page: () => import('./pages/survey-create-page.tsx'),
      permissions: CREATE,
    },
    view: {
      path: 'view/$id',
      data: { menuOwner: '/admin/performance/feedback/view-all' },
      page: () => import('./pages/survey-view-page.tsx'),
      permissions: VIEW,
    },
    edit: {
      path: 'edit/$id',
      data: { menuOwner: '/admin/performance/feedback/view-all' },
      page: () => import('./pages/survey-edit-page.tsx'),
      permissions: EDIT,
    },
    log: {
      path: 'view-feedback-log',
      list: true,
      page: () => import('./pages/feedback-log-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view feedbacks',
        labelKey: 'menu.feedbackLog',
        icon: 'HistoryOutlined',
        module: 'performance',
      },
    },
    settings: {
      path: 'settings',
      page: () => import('./pages/survey-settings-hub-page.tsx'),
      permissions: SETTINGS,
      menu: {
        name: 'manage feedback settings',
        labelKey: 'menu.surveySettings',
        icon: 'SettingOutlined',
        module: 'performance',
      },
    },
    surveySettings: {
      path: 'settings/survey-settings',
      data: { menuOwner: '/admin/performance/feedback/settings' },
      list: true,
      page: () => import('./pages/survey-status-page.tsx'),
      permissions: SETTINGS,
    },
    surveyAssign: {
      path: 'settings/survey-assign',
      data: { menuOwner: '/admin/performance/feedback/settings' },
      page: () => import('./pages/survey-assign-page.tsx'),
      permissions: SETTINGS,
    },
    createSurvey: {
      path: 'settings/create-survey',
      data: { menuOwner: '/admin/performance/feedback/settings' },
      page: () => import('./pages/survey-create-page.tsx'),
      permissions: CREATE,
    },
  },
});

/** The feedback report (spec 2 §2 report/feedback-report): every survey's answers against its audience. */
export const feedbackReportScreens = resourceScreens({
  under: '/admin',
  path: 'performance/report',
  screens: {
    feedbackReport: {
      path: 'feedback-report',
      page: () => import('./pages/feedback-report-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view feedbacks',
        labelKey: 'menu.feedbackReport',
        icon: 'FileTextOutlined',
        module: 'performance',
      },
    },
  },
});

/**
 * The employee's side under /ess/performance/feedback: view-all (what is assigned to me and what I
 * answered), create (answering one; ADR 60) and view-feedback-log (my answers). Any signed-in employee.
 */
export const essSurveyScreens = resourceScreens({
  under: '/ess',
  path: 'performance/feedback',
  redirects: { '': 'viewAll' },
  screens: {
    viewAll: {
      path: 'view-all',
      page: () => import('./pages/my-surveys-page.tsx'),
      menu: {
        name: 'my surveys',
        labelKey: 'menu.mySurveys',
        icon: 'SolutionOutlined',
        module: 'performance',
      },
    },
    create: {
      path: 'create',
      data: { menuOwner: '/ess/performance/feedback/view-all' },
      page: () => import('./pages/answer-survey-page.tsx'),
    },
    log: {
      path: 'view-feedback-log',
      page: () => import('./pages/my-answers-page.tsx'),
      menu: {
        name: 'my surveys',
        labelKey: 'menu.myAnswers',
        icon: 'HistoryOutlined',
        module: 'performance',
      },
    },
  },
});

export const adminSurveyRoutes = <P extends AnyRoute>(parent: P) => [
  ...surveyScreens.routes(parent),
  ...feedbackReportScreens.routes(parent),
];
export const essSurveyRoutes = <P extends AnyRoute>(parent: P) => essSurveyScreens.routes(parent);
