import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server's permissions (packages/contracts appraisal-settings.endpoints.ts; ADR 64).
const VIEW = ['view appraisals'] as const;
const MANAGE = ['manage appraisal settings'] as const;
// The settings hub's entry, in the performance and the HRM sidebars.
const MENU = {
  name: 'view appraisals',
  labelKey: 'menu.appraisalSettings',
  icon: 'SettingOutlined',
} as const;

// One page component per kind of screen, registered in both admin trees (issue 22, ADR 68).
const hub = () => import('./pages/settings-hub-page.tsx');
const generalList = () => import('./pages/general-list-page.tsx');
const generalForm = () => import('./pages/general-form-page.tsx');
const generalView = () => import('./pages/general-view-page.tsx');
const gradesList = () => import('./pages/grades-list-page.tsx');
const gradeForm = () => import('./pages/grade-form-page.tsx');
const gradeView = () => import('./pages/grade-view-page.tsx');
const scorecards = () => import('./pages/scorecards-page.tsx');
const editor = () => import('./pages/scorecard-editor-page.tsx');
const scorecardView = () => import('./pages/scorecard-view-page.tsx');
const assign = () => import('./pages/scorecard-assign-page.tsx');
const appraisers = () => import('./pages/appraisers-page.tsx');

/**
 * /admin/performance/appraisal's settings (spec 2 §2): the hub, settings-general and settings-grades
 * (each with create, edit?id= and view/$id) and settings/appraisal, the scorecards (view/$id, create,
 * edit/$id, assign/$id). The approver screens are the shared ones (../approver-settings.routes.tsx).
 */
export const perfSettingsScreens = resourceScreens({
  under: '/admin',
  path: 'performance/appraisal',
  menuScreen: 'hub',
  screens: {
    hub: { path: 'settings', page: hub, permissions: VIEW, menu: { ...MENU, module: 'performance' } },
    generalList: { path: 'settings-general', page: generalList, permissions: VIEW },
    generalCreate: { path: 'settings-general/create', page: generalForm, permissions: MANAGE },
    generalEdit: { path: 'settings-general/edit', page: generalForm, permissions: MANAGE },
    generalView: { path: 'settings-general/view/$id', page: generalView, permissions: VIEW },
    gradesList: { path: 'settings-grades', page: gradesList, permissions: VIEW },
    gradeCreate: { path: 'settings-grades/create', page: gradeForm, permissions: MANAGE },
    gradeEdit: { path: 'settings-grades/edit', page: gradeForm, permissions: MANAGE },
    gradeView: { path: 'settings-grades/view/$id', page: gradeView, permissions: VIEW },
    scorecards: { path: 'settings/appraisal', page: scorecards, permissions: VIEW },
    scorecardView: { path: 'settings/appraisal/view/$id', page: scorecardView, permissions: VIEW },
    scorecardCreate: { path: 'settings/appraisal/create', page: editor, permissions: MANAGE },
    scorecardEdit: { path: 'settings/appraisal/edit/$id', page: editor, permissions: MANAGE },
    scorecardAssign: { path: 'settings/appraisal/assign/$id', page: assign, permissions: MANAGE },
  },
});

/**
 * /admin/hrm/appraisal's settings (spec 2 §2 "Admin HRM"): the hub, final-grade, general, scorecard,
 * create-scorecard, scorecard-template-editor (?id=) and appraisers, with the same pages.
 */
export const hrmSettingsScreens = resourceScreens({
  under: '/admin/hrm',
  path: 'appraisal',
  menuScreen: 'hub',
  screens: {
    hub: { path: 'settings', page: hub, permissions: VIEW, menu: { ...MENU, module: 'hrm' } },
    finalGrade: { path: 'settings/final-grade', page: gradesList, permissions: VIEW },
    general: { path: 'settings/general', page: generalList, permissions: VIEW },
    scorecard: { path: 'settings/scorecard', page: scorecards, permissions: VIEW },
    createScorecard: { path: 'settings/create-scorecard', page: editor, permissions: MANAGE },
    editor: { path: 'settings/scorecard-template-editor', page: editor, permissions: MANAGE },
    appraisers: { path: 'settings/appraisers', page: appraisers, permissions: VIEW },
  },
});

/** For the route registry: under /admin (performance) and /admin/hrm. */
export const perfAppraisalSettingsRoutes = <P extends AnyRoute>(parent: P) =>
  perfSettingsScreens.routes(parent);
export const hrmAppraisalSettingsRoutes = <P extends AnyRoute>(parent: P) =>
  hrmSettingsScreens.routes(parent);
