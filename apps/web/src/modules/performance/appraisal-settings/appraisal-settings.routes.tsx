import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server's permissions (packages/contracts appraisal-settings.endpoints.ts; ADR 64).
const VIEW = ['view appraisals'] as const;
const MANAGE = ['manage appraisal settings'] as const;

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

const PERF_HUB = '/admin/performance/appraisal/settings';
const HRM_HUB = '/admin/hrm/appraisal/settings';
const owned = (menuOwner: string) => ({ menuOwner });

/**
 * /admin/performance/appraisal's settings (spec 2 §2): the hub, settings-general and settings-grades
 * (each with create, edit?id= and view/$id) and settings/appraisal, the scorecards (view/$id, create,
 * edit/$id, assign/$id). The approver screens are the shared ones (../approver-settings.routes.tsx).
 */
export const perfSettingsScreens = resourceScreens({
  under: '/admin',
  path: 'performance/appraisal',
  screens: {
    hub: {
      path: 'settings',
      page: hub,
      permissions: VIEW,
      menu: { name: 'view appraisals', labelKey: 'menu.appraisalSettings', icon: 'SettingOutlined', module: 'performance' },
    },
    generalList: { path: 'settings-general', page: generalList, permissions: VIEW, data: owned(PERF_HUB) },
    generalCreate: { path: 'settings-general/create', page: generalForm, permissions: MANAGE, data: owned(PERF_HUB) },
    generalEdit: { path: 'settings-general/edit', page: generalForm, permissions: MANAGE, data: owned(PERF_HUB) },
    generalView: { path: 'settings-general/view/$id', page: generalView, permissions: VIEW, data: owned(PERF_HUB) },
    gradesList: { path: 'settings-grades', page: gradesList, permissions: VIEW, data: owned(PERF_HUB) },
    gradeCreate: { path: 'settings-grades/create', page: gradeForm, permissions: MANAGE, data: owned(PERF_HUB) },
    gradeEdit: { path: 'settings-grades/edit', page: gradeForm, permissions: MANAGE, data: owned(PERF_HUB) },
    gradeView: { path: 'settings-grades/view/$id', page: gradeView, permissions: VIEW, data: owned(PERF_HUB) },
    scorecards: { path: 'settings/appraisal', page: scorecards, permissions: VIEW, data: owned(PERF_HUB) },
    scorecardView: { path: 'settings/appraisal/view/$id', page: scorecardView, permissions: VIEW, data: owned(PERF_HUB) },
    scorecardCreate: { path: 'settings/appraisal/create', page: editor, permissions: MANAGE, data: owned(PERF_HUB) },
    scorecardEdit: { path: 'settings/appraisal/edit/$id', page: editor, permissions: MANAGE, data: owned(PERF_HUB) },
    scorecardAssign: { path: 'settings/appraisal/assign/$id', page: assign, permissions: MANAGE, data: owned(PERF_HUB) },
  },
});

/**
 * /admin/hrm/appraisal's settings (spec 2 §2 "Admin HRM"): the hub, final-grade, general, scorecard,
 * create-scorecard, scorecard-template-editor (?id=) and appraisers, with the same pages.
 */
export const hrmSettingsScreens = resourceScreens({
  under: '/admin/hrm',
  path: 'appraisal',
  screens: {
    hub: {
      path: 'settings',
      page: hub,
      permissions: VIEW,
      menu: { name: 'view appraisals', labelKey: 'menu.appraisalSettings', icon: 'SettingOutlined', module: 'hrm' },
    },
    finalGrade: { path: 'settings/final-grade', page: gradesList, permissions: VIEW, data: owned(HRM_HUB) },
    general: { path: 'settings/general', page: generalList, permissions: VIEW, data: owned(HRM_HUB) },
    scorecard: { path: 'settings/scorecard', page: scorecards, permissions: VIEW, data: owned(HRM_HUB) },
    createScorecard: { path: 'settings/create-scorecard', page: editor, permissions: MANAGE, data: owned(HRM_HUB) },
    editor: { path: 'settings/scorecard-template-editor', page: editor, permissions: MANAGE, data: owned(HRM_HUB) },
    appraisers: { path: 'settings/appraisers', page: appraisers, permissions: VIEW, data: owned(HRM_HUB) },
  },
});

/** For the route registry: under /admin (performance) and /admin/hrm. */
export const perfAppraisalSettingsRoutes = <P extends AnyRoute>(parent: P) => perfSettingsScreens.routes(parent);
export const hrmAppraisalSettingsRoutes = <P extends AnyRoute>(parent: P) => hrmSettingsScreens.routes(parent);
