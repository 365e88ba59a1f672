import type { AnyRoute } from '@tanstack/react-router';
import { approverRoutes } from '../../../platform/approvers/approver-routes.ts';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server reads every project with 'view projects' and writes with create/edit/delete project;
// the columns and task approvals are 'manage task settings' (issue 23, ADR 61).
const VIEW = ['view projects'] as const;
const CREATE = ['create project'] as const;
const EDIT = ['edit project'] as const;
const SETTINGS = ['manage task settings'] as const;
const board = () => import('./pages/task-board-page.tsx');
const kanban = () => import('./pages/view-task-board-page.tsx');
const list = () => import('./pages/projects-list-page.tsx');
/**
 * The task board and a project's Kanban: the same screens in the admin and ESS trees, the board's menu
 * entry each under its tree's own permission.
 */
const boards = (menuName: string) =>
  ({
    board: {
      path: 'task-board',
      page: board,
      menu: { name: menuName, labelKey: 'menu.taskBoard', icon: 'SolutionOutlined', module: 'performance' },
    },
    view: { path: 'view-task-board/$id', page: kanban },
  }) as const;

/**
 * Task management under /admin/performance/task-management (spec 2 §2): the task board (project
 * cards) and each project's Kanban board, every project and the archived ones (`all-archieve`, as
 * the spec spells it), create, view and edit, and the settings: task statuses, approval settings and
 * the shared approver screens.
 */
export const adminTaskBoardScreens = resourceScreens({
  under: '/admin',
  path: 'performance/task-management',
  redirects: { '': 'board' },
  screens: {
    ...boards('view projects'),
    all: {
      path: 'all-projects',
      list: true,
      page: list,
      permissions: VIEW,
      menu: {
        name: 'view projects',
        labelKey: 'menu.allProjects',
        icon: 'FileTextOutlined',
        module: 'performance',
      },
    },
    archive: { path: 'all-archieve', list: true, page: list, permissions: VIEW },
    create: {
      path: 'create-projects',
      page: () => import('./pages/project-create-page.tsx'),
      permissions: CREATE,
    },
    viewProject: {
      path: 'view-projects/$id',
      page: () => import('./pages/project-view-page.tsx'),
      permissions: VIEW,
    },
    edit: {
      path: 'edit-projects/$id',
      page: () => import('./pages/project-edit-page.tsx'),
      permissions: EDIT,
    },
    settings: {
      path: 'settings',
      page: () => import('./pages/task-settings-page.tsx'),
      permissions: SETTINGS,
      menu: {
        name: 'manage task settings',
        labelKey: 'menu.taskSettings',
        icon: 'SettingOutlined',
        module: 'performance',
      },
    },
    statuses: {
      path: 'settings/manage-task-settings',
      page: () => import('./pages/task-statuses-page.tsx'),
      permissions: SETTINGS,
    },
    approval: {
      path: 'settings/manage-approval-settings',
      page: () => import('./pages/task-approval-settings-page.tsx'),
      permissions: SETTINGS,
    },
  },
});

/** /ess/performance/task-management: my projects' cards and their boards. */
export const essTaskBoardScreens = resourceScreens({
  under: '/ess',
  path: 'performance/task-management',
  redirects: { '': 'board' },
  screens: boards('my task board'),
});

export const adminTaskBoardRoutes = <P extends AnyRoute>(parent: P) => [
  ...adminTaskBoardScreens.routes(parent),
  ...approverRoutes(parent, {
    module: 'task',
    settingsPath: '/admin/performance/task-management/settings/approvers',
    view: 'view projects',
    manage: 'manage task settings',
  }),
];
export const essTaskBoardRoutes = <P extends AnyRoute>(parent: P) => essTaskBoardScreens.routes(parent);
