import type { AnyRoute } from '@tanstack/react-router';
import { approverRoutes } from '../../platform/approvers/approver-routes.ts';
import { redirectRoute, resourceScreens } from '../../platform/routing/resource-routes.ts';

// The server's permissions (packages/contracts/src/recruitment/*.endpoints.ts): requests are read with
// 'view talent requisitions' and raised with 'create talent requisition'; postings and job boards are
// read with 'view job postings' and written with create/edit job posting; templates, posting
// settings, job boards and recruiters are changed with 'manage recruitment settings'.
const VIEW_REQUESTS = ['view talent requisitions'] as const;
const CREATE_REQUEST = ['create talent requisition'] as const;
const VIEW_POSTINGS = ['view job postings'] as const;
const CREATE_POSTING = ['create job posting'] as const;
const EDIT_POSTING = ['edit job posting'] as const;
const SETTINGS = ['manage recruitment settings'] as const;
const recruitment = 'recruitment' as const;

const templateForm = () => import('./requisitions/pages/template-form-page.tsx');
const postingForm = () => import('./postings/pages/posting-form-page.tsx');
const postingSettingForm = () => import('./postings/pages/posting-setting-form-page.tsx');
const recruiterForm = () => import('./settings/pages/recruiter-form-page.tsx');

/** Talent requisitions (spec 3 §2 "talent-requisition/*", issue 24): requests, approval, templates. */
export const requisitionScreens = resourceScreens({
  under: '/admin',
  path: 'recruitment/talent-requisition',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'talent-request',
      list: true,
      page: () => import('./requisitions/pages/requests-page.tsx'),
      permissions: VIEW_REQUESTS,
      menu: {
        name: 'view talent requisitions',
        labelKey: 'menu.talentRequests',
        icon: 'SolutionOutlined',
        module: recruitment,
      },
    },
    create: {
      path: 'talent-request/create',
      page: () => import('./requisitions/pages/request-form-page.tsx'),
      permissions: CREATE_REQUEST,
    },
    view: {
      path: 'talent-request/view/$id',
      page: () => import('./requisitions/pages/request-view-page.tsx'),
      permissions: VIEW_REQUESTS,
    },
    approval: {
      path: 'approval',
      list: true,
      page: () => import('./requisitions/pages/approvals-page.tsx'),
      menu: {
        name: 'approve talent requisition',
        labelKey: 'menu.requestApprovals',
        icon: 'HistoryOutlined',
        module: recruitment,
      },
    },
    templates: {
      path: 'manage-talent-requisition-settings',
      list: true,
      page: () => import('./requisitions/pages/templates-page.tsx'),
      permissions: VIEW_REQUESTS,
    },
    createTemplate: {
      path: 'manage-talent-requisition-settings/create',
      page: templateForm,
      permissions: SETTINGS,
    },
    editTemplate: {
      path: 'manage-talent-requisition-settings/edit/$id',
      page: templateForm,
      permissions: SETTINGS,
    },
  },
});

/** Job postings (spec 3 §2 "job-posting/*"): postings, publish and unpublish, boards and settings. */
export const postingScreens = resourceScreens({
  under: '/admin',
  path: 'recruitment/job-posting',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'job-post-request',
      list: true,
      page: () => import('./postings/pages/postings-page.tsx'),
      permissions: VIEW_POSTINGS,
      menu: {
        name: 'view job postings',
        labelKey: 'menu.jobPostings',
        icon: 'FileTextOutlined',
        module: recruitment,
      },
    },
    create: { path: 'job-post-request/create', page: postingForm, permissions: CREATE_POSTING },
    view: {
      path: 'job-post-request/view/$id',
      page: () => import('./postings/pages/posting-view-page.tsx'),
      permissions: VIEW_POSTINGS,
    },
    edit: { path: 'job-post-request/edit/$id', page: postingForm, permissions: EDIT_POSTING },
    settings: {
      path: 'settings',
      list: true,
      page: () => import('./postings/pages/job-boards-page.tsx'),
      permissions: VIEW_POSTINGS,
    },
    postingSettings: {
      path: 'manage-job-posting-settings',
      list: true,
      page: () => import('./postings/pages/posting-settings-page.tsx'),
      permissions: VIEW_POSTINGS,
    },
    createSetting: {
      path: 'manage-job-posting-settings/create',
      page: postingSettingForm,
      permissions: SETTINGS,
    },
    editSetting: {
      path: 'manage-job-posting-settings/edit/$id',
      page: postingSettingForm,
      permissions: SETTINGS,
    },
  },
});

/** Recruitment settings (spec 3 §2 "settings/*"): the settings hub and the recruiters. */
export const recruitmentSettingsScreens = resourceScreens({
  under: '/admin',
  path: 'recruitment/settings',
  redirects: { '': 'hub' },
  screens: {
    hub: {
      path: 'recruiter-settings',
      page: () => import('./settings/pages/settings-hub-page.tsx'),
      permissions: [...VIEW_REQUESTS, ...VIEW_POSTINGS, ...SETTINGS],
      menu: {
        name: 'manage recruitment settings',
        labelKey: 'menu.recruitmentSettings',
        icon: 'SettingOutlined',
        module: recruitment,
      },
    },
    recruiters: {
      path: 'manage-recruiter-settings',
      list: true,
      page: () => import('./settings/pages/recruiters-page.tsx'),
      permissions: SETTINGS,
    },
    create: { path: 'manage-recruiter-settings/create', page: recruiterForm, permissions: SETTINGS },
    edit: { path: 'manage-recruiter-settings/edit/$id', page: recruiterForm, permissions: SETTINGS },
  },
});

/** The requisitions' approver groups: the shared approver screens at talent-requisition/settings. */
export const REQUISITION_APPROVERS_PATH = '/admin/recruitment/talent-requisition/settings' as const;

/**
 * The requisition and posting half of /admin/recruitment (issue 24), with /admin/recruitment going
 * on to the dashboard. The tracking screens and the dashboard add their own routes beside these.
 */
export const adminRecruitmentRoutes = <P extends AnyRoute>(parent: P) => [
  redirectRoute(parent, 'recruitment', '/admin/recruitment/dashboard'),
  ...requisitionScreens.routes(parent),
  ...approverRoutes(parent, {
    module: 'job-request',
    settingsPath: REQUISITION_APPROVERS_PATH,
    view: 'view talent requisitions',
    manage: 'manage recruitment settings',
  }),
  ...postingScreens.routes(parent),
  ...recruitmentSettingsScreens.routes(parent),
];
