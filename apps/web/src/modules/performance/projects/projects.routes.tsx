import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

/**
 * The task boards (issue 23, ADR 61) under /admin and /ess performance/task-management: the
 * projects' cards and one project's Kanban board. The server shows each person their projects.
 */
const screens = (under: '/admin' | '/ess') =>
  resourceScreens({
    under,
    path: 'performance/task-management',
    redirects: { '': 'board' },
    screens: {
      board: {
        path: 'task-board',
        page: () => import('./pages/task-board-page.tsx'),
        menu: { name: 'task board', labelKey: 'menu.taskBoard', icon: 'SolutionOutlined', module: 'performance' },
      },
      view: { path: 'view-task-board/$id', page: () => import('./pages/view-task-board-page.tsx') },
    },
  });

export const adminTaskBoardScreens = screens('/admin');
export const essTaskBoardScreens = screens('/ess');

export const adminTaskBoardRoutes = <P extends AnyRoute>(parent: P) => adminTaskBoardScreens.routes(parent);
export const essTaskBoardRoutes = <P extends AnyRoute>(parent: P) => essTaskBoardScreens.routes(parent);
