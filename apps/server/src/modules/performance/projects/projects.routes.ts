import type { FastifyInstance } from 'fastify';
import { PROJECT_MESSAGES as M, projectEndpoints as E, TASK_APPROVAL_MODULE } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes, resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { decideApprovals } from '../../../platform/approvals/inbox.ts';
import * as projects from './projects.service.ts';
import * as statuses from './task-statuses.service.ts';
import * as tasks from './tasks.service.ts';

/** Projects, task statuses and tasks (issue 23, ADR 61). */
export async function projectRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.list, async (req) =>
    ok(M.listed, await projects.listProjects(signedIn(req), req.query, false)),
  );
  route(app, E.mine, async (req) =>
    ok(M.listed, await projects.listProjects(signedIn(req), req.query, true)),
  );
  resourceRoutes(app, E, M, {
    create: projects.createProject,
    get: projects.getProject,
    update: projects.updateProject,
  });
  route(app, E.updateStatus, async (req) =>
    ok(M.statusUpdated, await projects.setStatus(signedIn(req), req.params.id, req.body.status)),
  );
  route(app, E.delete, async (req) => {
    await projects.deleteProject(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
  serviceRoute(app, E.statuses, M.statusesListed, 'context', statuses.listStatuses);
  crudRoutes(app, {
    create: [E.createStatus, M.taskStatusCreated, statuses.createStatus],
    update: [E.updateStatusColumn, M.taskStatusUpdated, statuses.updateStatus],
    delete: [E.deleteStatus, M.taskStatusDeleted, statuses.deleteStatus],
  });
  serviceRoute(app, E.myTasks, M.tasksListed, 'query', tasks.myTasks);
  serviceRoute(app, E.byProject, M.tasksListed, 'id', tasks.tasksOfProject);
  route(app, E.getTask, async (req) =>
    ok(M.taskLoaded, await tasks.getTask(signedIn(req), req.params.id, req.query.project_id)),
  );
  serviceRoute(app, E.createTask, M.taskCreated, 'body', tasks.createTask);
  route(app, E.updateTask, async (req) =>
    ok(M.taskUpdated, await tasks.updateTask(signedIn(req), req.params.id, req.query.project_id, req.body)),
  );
  route(app, E.deleteTask, async (req) => {
    await tasks.deleteTask(signedIn(req), req.params.id, req.query.project_id, deps.approvals);
    return ok(M.taskDeleted, null);
  });
  route(app, E.moveTask, async (req) => {
    const r = await tasks.moveTask(signedIn(req), deps.approvals, req.body);
    return ok(r.moved ? M.taskMoved : M.taskSentForApproval, r);
  });
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) =>
      decideApprovals(signedIn(req), deps.approvals, TASK_APPROVAL_MODULE, action, req.body),
    );
}
