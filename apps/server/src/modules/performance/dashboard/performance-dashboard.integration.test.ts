import { describe, expect, it } from 'vitest';
import type { MyPerformanceDashboard, PerformanceDashboard } from '@clockroom/contracts';
import { dataOf, testFile, type TestClient } from '../../../test/kit.ts';

const f = testFile();
const me = async (c: TestClient) => dataOf<{ employee: { id: number } }>(await c.get('/user')).employee.id;
const company = async (c: TestClient) => dataOf<PerformanceDashboard>(await c.get('/performance/dashboard'));
const mine = async (c: TestClient) =>
  dataOf<MyPerformanceDashboard>(await c.get('/performance/me/dashboard'));
const day = (offset: number, from: string) => {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const column = (d: { by_status: { name: string; tasks: number }[] }, name: string) =>
  d.by_status.find((c) => c.name === name)?.tasks ?? 0;

describe('performance dashboards', () => {
  it('show the demo company’s surveys, board, trainings and plans', async () => {
    const d = await company(await f.as('admin'));
    expect(d.tasks.by_status.slice(0, 4).map((c) => c.name)).toEqual([
      'To do',
      'In progress',
      'Review',
      'Done',
    ]);
    expect(d.tasks.active_projects).toBeGreaterThanOrEqual(1);
    expect(d.tasks.open + d.tasks.done).toBeGreaterThanOrEqual(8);
    expect(d.surveys.open + d.surveys.closed).toBeGreaterThanOrEqual(2);
    expect(d.trainings.completed).toBeGreaterThanOrEqual(1);
    expect(d.trainings.average_score).not.toBeNull();
    expect(d.improvement_plans.active + d.improvement_plans.pending).toBeGreaterThanOrEqual(1);
  });

  it('show the open appraisal cycle’s completion, the last ended cycle’s grades and my latest result', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    // The demo: one open cycle of seven (two self ratings and one appraiser's in), one ended of seven.
    const { appraisals } = await company(admin);
    expect(appraisals).toMatchObject({
      open_groups: 1,
      members: 7,
      self_submitted: 2,
      appraiser_submitted: 1,
    });
    expect(appraisals.completion).toBe(Math.round((appraisals.approved / 7) * 100));
    expect(appraisals.open).toHaveLength(1);
    expect(appraisals.graded_cycle).not.toBeNull();
    expect(appraisals.grade_distribution.map((g) => g.grade)).toEqual([
      'Outstanding',
      'Exceeds',
      'Meets',
      'Below',
      'Unsatisfactory',
    ]);
    expect(appraisals.grade_distribution.reduce((n, g) => n + g.count, 0)).toBe(7);
    const { appraisal } = await mine(employee);
    // Last year's result (ADR 64's hand count: 68.85, Meets); this year's still waits on my self rating.
    expect(appraisal.latest).toMatchObject({ final_score: '68.85', final_grade: 'Meets', status: 'ended' });
    expect(appraisal.open).toMatchObject({ self_submitted: false });
    expect((await employee.get('/performance/dashboard')).statusCode).toBe(403);
  });

  it('move with each survey, task, training and plan, the employee seeing only their own', async () => {
    const admin = await f.as('admin');
    const employee = await f.as('employee');
    const employeeId = await me(employee);
    const adminId = await me(admin);
    const before = await company(admin);
    const myBefore = await mine(employee);
    const today = before.today;

    // A survey open today for the employee alone: one more to answer, then answered.
    const survey = dataOf<{ id: number; questions: { id: number }[] }>(
      await admin.post('/hrm/surveys', {
        title: 'Canteen food this month',
        starts_on: day(-1, today),
        ends_on: day(3, today),
        questions: [{ text: 'How was the food?', type: 'rating' }],
        audience: { employee_ids: [employeeId] },
        status: 'published',
      }),
      201,
    );
    let d = await company(admin);
    expect(d.surveys.open).toBe(before.surveys.open + 1);
    expect(d.surveys.open_audience).toBe(before.surveys.open_audience + 1);
    expect(d.surveys.open_surveys.map((s) => s.id)).toContain(survey.id);
    let my = await mine(employee);
    expect(my.surveys.to_answer).toBe(myBefore.surveys.to_answer + 1);
    expect(my.surveys.waiting.map((s) => s.id)).toContain(survey.id);
    const question = survey.questions[0]?.id;
    const answered = await employee.post('/hrm/surveys/answer', {
      survey_id: survey.id,
      answers: [{ question_id: question, value: 4 }],
    });
    expect(answered.statusCode, answered.body).toBeLessThan(300);
    d = await company(admin);
    expect(d.surveys.open_answers).toBe(before.surveys.open_answers + 1);
    my = await mine(employee);
    expect(my.surveys.to_answer).toBe(myBefore.surveys.to_answer);
    expect(my.surveys.answered).toBe(myBefore.surveys.answered + 1);

    // An overdue task for the employee, and one for the admin that the employee never counts.
    const project = dataOf<{ id: number }>(
      await admin.post('/hrm/projects', {
        name: 'Dashboard figures check',
        member_ids: [employeeId, adminId],
      }),
      201,
    );
    const task = (title: string, assignee: number) =>
      admin.post('/hrm/projects/tasks', {
        project_id: project.id,
        title,
        assignee_ids: [assignee],
        due_date: day(-2, today),
      });
    expect((await task('Reconcile the figures', employeeId)).statusCode).toBe(201);
    expect((await task('Sign the figures off', adminId)).statusCode).toBe(201);
    d = await company(admin);
    expect(d.tasks.active_projects).toBe(before.tasks.active_projects + 1);
    expect(d.tasks.overdue).toBe(before.tasks.overdue + 2);
    expect(column(d.tasks, 'To do')).toBe(column(before.tasks, 'To do') + 2);
    my = await mine(employee);
    expect(my.tasks.projects).toBe(myBefore.tasks.projects + 1);
    expect(my.tasks.overdue).toBe(myBefore.tasks.overdue + 1);
    expect(my.tasks.open).toBe(myBefore.tasks.open + 1);
    expect(my.tasks.due[0]).toMatchObject({
      title: 'Reconcile the figures',
      overdue: true,
      project_id: project.id,
    });

    // A training next week with the employee enrolled.
    const training = await admin.post('/hrm/trainings', {
      title: 'Spreadsheet modelling',
      starts_on: day(7, today),
      ends_on: day(8, today),
      employee_ids: [employeeId],
    });
    expect(training.statusCode, training.body).toBe(201);
    d = await company(admin);
    expect(d.trainings.upcoming).toBe(before.trainings.upcoming + 1);
    expect(d.trainings.enrolled).toBe(before.trainings.enrolled + 1);
    my = await mine(employee);
    expect(my.trainings.upcoming).toBe(myBefore.trainings.upcoming + 1);
    expect(my.trainings.next.map((t) => t.title)).toContain('Spreadsheet modelling');

    // An improvement plan for the employee (approved at once where no approver group is set) is theirs
    // to read.
    const plan = await admin.post('/hrm/improvement-plans', {
      employee_id: employeeId,
      reviewer_id: adminId,
      reason: 'Reports are late',
      goals: [{ text: 'Send the weekly report by Friday noon' }, { text: 'Close every overdue task' }],
      review_date: day(20, today),
    });
    expect(plan.statusCode, plan.body).toBe(201);
    d = await company(admin);
    const plans = (p: PerformanceDashboard['improvement_plans']) => p.pending + p.active;
    expect(plans(d.improvement_plans)).toBe(plans(before.improvement_plans) + 1);
    my = await mine(employee);
    expect(my.improvement_plan).toMatchObject({
      review_date: day(20, today),
      goals: 2,
      outcome: null,
    });
  });

  it('keeps the company figures to those who may read performance reports', async () => {
    const res = await (await f.as('employee')).get('/performance/dashboard');
    expect(res.statusCode).toBe(403);
    const acme = await company(await f.as('acmeAdmin'));
    expect(acme.surveys.open_surveys.map((s) => s.title)).not.toContain('Canteen food this month');
  });
});
