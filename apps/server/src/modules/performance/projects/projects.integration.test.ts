import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPROVER_SETTINGS_APIS,
  PROJECT_MESSAGES as M,
  type ApprovalDecisionResult,
  type Project,
  type Task,
  type TaskMoveResult,
  type TaskStatus,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';

const f = testFile();
type Page<T> = { results: T[]; total: number };
const me = async (c: TestClient) => dataOf<{ employee: { id: number } }>(await c.get('/user')).employee.id;
const columns = async (c: TestClient) =>
  dataOf<Page<TaskStatus>>(await c.get('/hrm/projects/task-status')).results;
const board = async (c: TestClient, project: number) =>
  dataOf<Page<Task>>(await c.get(`/hrm/projects/tasks/get-tasks-by-project/${project}`)).results;
/** Titles by column, in order. */
const byColumn = (tasks: Task[], statusId: number) =>
  tasks
    .filter((t) => t.status_id === statusId)
    .sort((a, b) => a.position - b.position)
    .map((t) => t.title);

describe('projects and task boards', () => {
  it('seeds the four columns and keeps the demo board', async () => {
    const admin = await f.as('admin');
    const cols = await columns(admin);
    expect(cols.slice(0, 4).map((s) => s.name)).toEqual(['To do', 'In progress', 'Review', 'Done']);
    expect(cols.find((s) => s.name === 'Done')?.is_done).toBe(true);
    const acme = await columns(await f.as('acmeAdmin'));
    expect(acme.map((s) => s.name)).toEqual(['To do', 'In progress', 'Review', 'Done']);
    // Demo data: a project with members and tasks in several columns.
    const demo = dataOf<Page<Project>>(await admin.get('/hrm/projects?status=active')).results;
    const launch = demo.find((p) => p.name === 'Customer portal relaunch');
    expect(launch?.members.length).toBeGreaterThanOrEqual(3);
    const tasks = await board(admin, launch?.id ?? 0);
    expect(tasks.length).toBeGreaterThanOrEqual(8);
    expect(new Set(tasks.map((t) => t.status_id)).size).toBeGreaterThanOrEqual(3);
  });

  it('creates, reads, edits, archives and deletes a project; an employee sees only theirs', async () => {
    const admin = await f.as('admin');
    const employee = await f.as('employee');
    const empId = await me(employee);
    const adminId = await me(admin);
    const bad = await admin.post('/hrm/projects', {
      name: '',
      end_date: '2026-01-01',
      start_date: '2026-02-01',
    });
    expectFieldError(bad, 'name', M.nameRequired);
    expectFieldError(bad, 'end_date', M.endBeforeStart);
    expectFieldError(
      await admin.post('/hrm/projects', { name: 'X', member_ids: [999999] }),
      'member_ids',
      M.memberUnknown,
    );
    const res = await admin.post('/hrm/projects', {
      name: 'Payroll audit',
      description: 'Year-end checks',
      start_date: '2026-11-01',
      end_date: '2026-12-15',
      member_ids: [adminId],
    });
    const p = dataOf<Project>(res, 201);
    expect(res.json().message).toBe(M.created);
    expect(p).toMatchObject({
      name: 'Payroll audit',
      status: 'active',
      start_date: '2026-11-01',
      member_ids: [adminId],
    });
    // Not a member: a 404, and absent from the employee's projects.
    expect((await employee.get(`/hrm/projects/${p.id}`)).statusCode).toBe(404);
    expect((await employee.get('/hrm/projects')).statusCode).toBe(403);
    const up = dataOf<Project>(
      await admin.put(`/hrm/projects/${p.id}`, { ...p, member_ids: [adminId, empId] }),
    );
    expect(up.member_ids.sort()).toEqual([adminId, empId].sort());
    expect(dataOf<Project>(await employee.get(`/hrm/projects/${p.id}`)).name).toBe('Payroll audit');
    const mine = dataOf<Page<Project>>(await employee.get('/hrm/projects/get-employee-projects')).results;
    expect(mine.map((x) => x.id)).toContain(p.id);
    const st = await admin.put(`/hrm/projects/update-project-status/${p.id}`, { status: 'archived' });
    expect(dataOf<Project>(st).status).toBe('archived');
    expectFieldError(
      await admin.put(`/hrm/projects/update-project-status/${p.id}`, { status: 'gone' }),
      'status',
      M.statusInvalid,
    );
    const archived = dataOf<Page<Project>>(await admin.get('/hrm/projects?status=archived')).results;
    expect(archived.map((x) => x.id)).toContain(p.id);
    expect((await employee.delete(`/hrm/projects/${p.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/hrm/projects/${p.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/hrm/projects/${p.id}`)).statusCode).toBe(404);
  });

  it('keeps the order of a board through moves, in one column and across', async () => {
    const admin = await f.as('admin');
    const employee = await f.as('employee');
    const empId = await me(employee);
    const [todo, doing] = await columns(admin);
    const p = dataOf<Project>(
      await admin.post('/hrm/projects', { name: 'Board order', member_ids: [empId] }),
      201,
    );
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C', 'D'])
      ids.push(
        dataOf<Task>(
          await employee.post('/hrm/projects/tasks', {
            project_id: p.id,
            title,
            assignee_ids: [empId],
            due_date: '2026-12-01',
            priority: 'high',
          }),
          201,
        ).id,
      );
    expect(byColumn(await board(admin, p.id), todo?.id ?? 0)).toEqual(['A', 'B', 'C', 'D']);
    const move = (task: number, status: number, position?: number) =>
      employee.put('/hrm/projects/tasks/update-task-status', {
        task_id: task,
        project_id: p.id,
        status_id: status,
        position,
      });
    // Within the column: D to the top.
    expect(dataOf<TaskMoveResult>(await move(ids[3] ?? 0, todo?.id ?? 0, 0)).moved).toBe(true);
    expect(byColumn(await board(admin, p.id), todo?.id ?? 0)).toEqual(['D', 'A', 'B', 'C']);
    // Across: A and C into In progress, C first.
    await move(ids[0] ?? 0, doing?.id ?? 0);
    await move(ids[2] ?? 0, doing?.id ?? 0, 0);
    let tasks = await board(admin, p.id);
    expect(byColumn(tasks, todo?.id ?? 0)).toEqual(['D', 'B']);
    expect(byColumn(tasks, doing?.id ?? 0)).toEqual(['C', 'A']);
    expect(
      tasks
        .filter((t) => t.status_id === todo?.id)
        .map((t) => t.position)
        .sort(),
    ).toEqual([0, 1]);
    // Many moves at once stay dense.
    await Promise.all([move(ids[1] ?? 0, doing?.id ?? 0, 1), move(ids[3] ?? 0, doing?.id ?? 0, 0)]);
    tasks = await board(admin, p.id);
    expect(
      tasks
        .filter((t) => t.status_id === doing?.id)
        .map((t) => t.position)
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    // My tasks, a task by id with its project, the wrong project a 404.
    const mine = dataOf<Page<Task>>(await employee.get(`/hrm/projects/tasks?project_id=${p.id}`));
    expect(mine.total).toBe(4);
    expect(mine.results[0]?.assignees[0]?.id).toBe(empId);
    expect(dataOf<Task>(await employee.get(`/hrm/projects/tasks/${ids[0]}?project_id=${p.id}`)).title).toBe(
      'A',
    );
    expect((await employee.get(`/hrm/projects/tasks/${ids[0]}?project_id=${p.id + 1000}`)).statusCode).toBe(
      404,
    );
    const edited = await employee.put(`/hrm/projects/tasks/${ids[0]}?project_id=${p.id}`, {
      project_id: p.id,
      title: 'A2',
      priority: 'urgent',
    });
    expect(dataOf<Task>(edited)).toMatchObject({ title: 'A2', priority: 'urgent', assignee_ids: [] });
    expectFieldError(
      await employee.post('/hrm/projects/tasks', { project_id: p.id, title: '' }),
      'title',
      M.titleRequired,
    );
    expectFieldError(
      await employee.post('/hrm/projects/tasks', {
        project_id: p.id,
        title: 'X',
        assignee_ids: [await me(admin)],
      }),
      'assignee_ids',
      M.assigneeNotMember,
    );
    expect((await employee.delete(`/hrm/projects/tasks/${ids[2]}?project_id=${p.id}`)).statusCode).toBe(200);
    tasks = await board(admin, p.id);
    expect(
      tasks
        .filter((t) => t.status_id === doing?.id)
        .map((t) => t.position)
        .sort(),
    ).toEqual([0, 1, 2]);
    // Out of the project: the employee sees neither board nor tasks.
    await admin.put(`/hrm/projects/${p.id}`, { ...p, member_ids: [] });
    expect((await employee.get(`/hrm/projects/tasks/get-tasks-by-project/${p.id}`)).statusCode).toBe(404);
    expect((await employee.get(`/hrm/projects/tasks/${ids[0]}`)).statusCode).toBe(404);
  });

  it('manages statuses and sends a move into one that needs approval through the engine', async () => {
    const admin = await f.as('admin');
    const employee = await f.as('employee');
    expect((await employee.post('/hrm/projects/task-status', { name: 'QA' })).statusCode).toBe(403);
    const qa = dataOf<TaskStatus>(
      await admin.post('/hrm/projects/task-status', { name: 'Sign-off', position: 3, needs_approval: true }),
      201,
    );
    expect(qa).toMatchObject({ position: 3, needs_approval: true });
    expectFieldError(
      await admin.post('/hrm/projects/task-status', { name: 'sign-off' }),
      'name',
      M.taskStatusNameTaken,
    );
    const cols = await columns(admin);
    expect(cols.map((s) => s.position)).toEqual(cols.map((_, i) => i));
    const empId = await me(employee);
    const p = dataOf<Project>(
      await admin.post('/hrm/projects', { name: 'Approved moves', member_ids: [empId] }),
      201,
    );
    const t = dataOf<Task>(
      await employee.post('/hrm/projects/tasks', { project_id: p.id, title: 'Contract' }),
      201,
    );
    // No approver group covers the mover: the move goes through (ADR 61).
    const r = dataOf<TaskMoveResult>(
      await employee.put('/hrm/projects/tasks/update-task-status', {
        task_id: t.id,
        project_id: p.id,
        status_id: qa.id,
      }),
    );
    expect(r.task.pending_status_id).toBeNull();
    expect(r.task.status_id).toBe(qa.id);
    expect((await admin.delete(`/hrm/projects/task-status/${qa.id}`)).statusCode).toBe(409);
    await admin.delete(`/hrm/projects/tasks/${t.id}`);
    const renamed = await admin.put(`/hrm/projects/task-status/${qa.id}`, {
      name: 'Client sign-off',
      needs_approval: false,
    });
    expect(dataOf<TaskStatus>(renamed).name).toBe('Client sign-off');
    expect((await admin.delete(`/hrm/projects/task-status/${qa.id}`)).statusCode).toBe(200);
    // Approvals' decisions: deciding nothing is a 422.
    expect((await admin.post('/hrm/projects/tasks/approve', { task_ids: [] })).statusCode).toBe(422);
    const held = await f.inCompany('demo', (tx) =>
      tx.execute(sql`SELECT count(*)::int AS n FROM tasks WHERE pending_status_id IS NOT NULL`),
    );
    expect(Number((held.rows[0] as { n: number }).n)).toBe(0);
  });

  it('holds a move into a status that needs approval until the group’s approver decides', async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const [empId, hrId] = [await me(employee), await me(hr)];
    const GROUPS = APPROVER_SETTINGS_APIS.task;
    expect((await employee.get(GROUPS)).statusCode).toBe(403);
    const group = await make.approverGroup(admin, 'task', {
      name: 'Delivery leads',
      approvers: [hrId],
      covers: [empId],
    });
    const gate = dataOf<TaskStatus>(
      await admin.post('/hrm/projects/task-status', { name: 'Client approval', needs_approval: true }),
      201,
    );
    const [todo] = await columns(admin);
    const p = dataOf<Project>(
      await admin.post('/hrm/projects', { name: 'Held moves', member_ids: [empId] }),
      201,
    );
    const t = dataOf<Task>(
      await employee.post('/hrm/projects/tasks', { project_id: p.id, title: 'Sign the lease' }),
      201,
    );
    const move = () =>
      employee.put('/hrm/projects/tasks/update-task-status', {
        task_id: t.id,
        project_id: p.id,
        status_id: gate.id,
        position: 0,
      });
    const held = await move();
    expect(held.json().message).toBe(M.taskSentForApproval);
    expect(dataOf<TaskMoveResult>(held)).toMatchObject({
      moved: false,
      task: { status_id: todo?.id, pending_status_id: gate.id },
    });
    expect((await move()).statusCode).toBe(409);
    expectFieldError(
      await admin.post('/hrm/projects/tasks/approve', { task_ids: [t.id] }),
      'task_ids',
      M.refusedNotWaiting,
    );
    const rejected = await hr.post('/hrm/projects/tasks/reject', {
      task_ids: [t.id],
      reason: 'Not signed yet',
    });
    expect(dataOf<ApprovalDecisionResult>(rejected)).toMatchObject({ decided: 1 });
    expect(dataOf<Task>(await employee.get(`/hrm/projects/tasks/${t.id}`))).toMatchObject({
      status_id: todo?.id,
      pending_status_id: null,
    });
    // Moved there again, the rejected task asks again: a new round reaches the approver, who approves it.
    expect(dataOf<TaskMoveResult>(await move())).toMatchObject({
      moved: false,
      task: { pending_status_id: gate.id },
    });
    const again = await hr.post('/hrm/projects/tasks/approve', { task_ids: [t.id] });
    expect(dataOf<ApprovalDecisionResult>(again)).toMatchObject({ decided: 1 });
    expect(dataOf<Task>(await employee.get(`/hrm/projects/tasks/${t.id}`))).toMatchObject({
      status_id: gate.id,
      pending_status_id: null,
    });
    // A second task's move is approved: it takes the place it was dropped at, before the first.
    const u = dataOf<Task>(
      await employee.post('/hrm/projects/tasks', { project_id: p.id, title: 'Collect the keys' }),
      201,
    );
    await employee.put('/hrm/projects/tasks/update-task-status', {
      task_id: u.id,
      project_id: p.id,
      status_id: gate.id,
      position: 0,
    });
    const approved = await hr.post('/hrm/projects/tasks/approve', { task_ids: [u.id] });
    expect(approved.json()).toMatchObject({ message: M.approved, data: { decided: 1, decided_ids: [u.id] } });
    expect(dataOf<Task>(await employee.get(`/hrm/projects/tasks/${u.id}`))).toMatchObject({
      status_id: gate.id,
      position: 0,
      pending_status_id: null,
    });
    await admin.delete(`${GROUPS}/${group.id}`);
  });
});
