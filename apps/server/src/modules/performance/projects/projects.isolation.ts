import { acmeCreate, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

let made = 0;
const acmeProject = (t: TestApp, acme: { token: string }) =>
  acmeCreate(t, acme, '/hrm/projects', { name: `Acme rollout ${(made += 1)}` });
async function acmeTask(t: TestApp, acme: { token: string }): Promise<{ id: number; project: number }> {
  const project = await acmeProject(t, acme);
  return {
    id: await acmeCreate(t, acme, '/hrm/projects/tasks', { project_id: project, title: 'Acme task' }),
    project,
  };
}
const acmeStatus = (t: TestApp, acme: { token: string }) =>
  acmeCreate(t, acme, '/hrm/projects/task-status', { name: `Acme column ${(made += 1)}` });

/** Projects, task statuses and tasks: acme's by id is a 404 to demo's admin. */
export const projectsIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/hrm/projects/{id}',
    request: async (t, a) => ({ url: `/hrm/projects/${await acmeProject(t, a)}` }),
  },
  {
    route: 'PUT /api/v1/hrm/projects/{id}',
    request: async (t, a) => ({
      url: `/hrm/projects/${await acmeProject(t, a)}`,
      payload: { name: 'Taken over' },
    }),
  },
  {
    route: 'DELETE /api/v1/hrm/projects/{id}',
    request: async (t, a) => ({ url: `/hrm/projects/${await acmeProject(t, a)}` }),
  },
  {
    route: 'PUT /api/v1/hrm/projects/update-project-status/{id}',
    request: async (t, a) => ({
      url: `/hrm/projects/update-project-status/${await acmeProject(t, a)}`,
      payload: { status: 'archived' },
    }),
  },
  {
    route: 'GET /api/v1/hrm/projects/tasks/get-tasks-by-project/{id}',
    request: async (t, a) => ({ url: `/hrm/projects/tasks/get-tasks-by-project/${await acmeProject(t, a)}` }),
  },
  {
    route: 'GET /api/v1/hrm/projects/tasks/{id}',
    request: async (t, a) => ({ url: `/hrm/projects/tasks/${(await acmeTask(t, a)).id}` }),
  },
  {
    route: 'PUT /api/v1/hrm/projects/tasks/{id}',
    request: async (t, a) => {
      const task = await acmeTask(t, a);
      return {
        url: `/hrm/projects/tasks/${task.id}`,
        payload: { project_id: task.project, title: 'Taken over' },
      };
    },
  },
  {
    route: 'DELETE /api/v1/hrm/projects/tasks/{id}',
    request: async (t, a) => ({ url: `/hrm/projects/tasks/${(await acmeTask(t, a)).id}` }),
  },
  {
    route: 'PUT /api/v1/hrm/projects/task-status/{id}',
    request: async (t, a) => ({
      url: `/hrm/projects/task-status/${await acmeStatus(t, a)}`,
      payload: { name: 'Taken over' },
    }),
  },
  {
    route: 'DELETE /api/v1/hrm/projects/task-status/{id}',
    request: async (t, a) => ({ url: `/hrm/projects/task-status/${await acmeStatus(t, a)}` }),
  },
];
