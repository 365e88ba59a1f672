import { sql } from 'drizzle-orm';
import type { MyPerformanceDashboard } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { improvementPlanGoals } from '../../../db/schema/index.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { inSurveyAudience, surveyOpen, taskFigures } from './performance-dashboard.repository.ts';

/** One employee's performance figures (ADR 63); every statement names the company and the employee. */

const n = (v: string | number | null | undefined): number => Number(v ?? 0);

export async function mySurveys(
  tx: Tx,
  companyId: number,
  employeeId: number,
  today: string,
): Promise<MyPerformanceDashboard['surveys']> {
  const waiting = await tx.execute<{ id: string; title: string; ends_on: string }>(sql`
    SELECT s.id, s.title, s.ends_on::text AS ends_on
    FROM surveys s JOIN employees e ON e.company_id = s.company_id AND e.id = ${employeeId}
    WHERE s.company_id = ${companyId} AND ${surveyOpen(today)} AND ${inSurveyAudience(sql`s`, sql`e`)}
      AND NOT EXISTS (SELECT 1 FROM survey_responses r
        WHERE r.company_id = s.company_id AND r.survey_id = s.id AND r.employee_id = e.id)
    ORDER BY s.ends_on, s.id`);
  const answered = await tx.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM survey_responses WHERE company_id = ${companyId} AND employee_id = ${employeeId}`);
  return {
    to_answer: waiting.rows.length,
    answered: n(answered.rows[0]?.n),
    waiting: waiting.rows.slice(0, 5).map((r) => ({ id: n(r.id), title: r.title, ends_on: r.ends_on })),
  };
}

/** My tasks: those I am assigned on projects still being worked (ADR 61 keeps archived boards apart). */
export const myTaskFigures = (tx: Tx, companyId: number, employeeId: number, today: string) =>
  taskFigures(
    tx,
    companyId,
    today,
    sql`p.status IN ('active', 'on_hold') AND EXISTS (SELECT 1 FROM task_assignees a
      WHERE a.company_id = t.company_id AND a.task_id = t.id AND a.employee_id = ${employeeId})`,
  );

export async function myProjects(tx: Tx, companyId: number, employeeId: number): Promise<number> {
  const r = await tx.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM project_members m
      JOIN projects p ON p.company_id = m.company_id AND p.id = m.project_id
    WHERE m.company_id = ${companyId} AND m.employee_id = ${employeeId} AND p.status <> 'archived'`);
  return n(r.rows[0]?.n);
}

export async function myDueTasks(
  tx: Tx,
  companyId: number,
  employeeId: number,
  today: string,
): Promise<MyPerformanceDashboard['tasks']['due']> {
  const r = await tx.execute<{
    id: string;
    project_id: string;
    project: string;
    title: string;
    due_date: string;
  }>(sql`
    SELECT t.id, t.project_id, p.name AS project, t.title, t.due_date::text AS due_date
    FROM tasks t
      JOIN projects p ON p.company_id = t.company_id AND p.id = t.project_id
      JOIN task_statuses st ON st.company_id = t.company_id AND st.id = t.status_id
      JOIN task_assignees a ON a.company_id = t.company_id AND a.task_id = t.id AND a.employee_id = ${employeeId}
    WHERE t.company_id = ${companyId} AND NOT st.is_done AND t.due_date IS NOT NULL
      AND p.status IN ('active', 'on_hold')
    ORDER BY t.due_date, t.id LIMIT 5`);
  return r.rows.map((t) => ({
    id: n(t.id),
    project_id: n(t.project_id),
    project: t.project,
    title: t.title,
    due_date: t.due_date,
    overdue: t.due_date < today,
  }));
}

export async function myTrainings(
  tx: Tx,
  companyId: number,
  employeeId: number,
  today: string,
): Promise<MyPerformanceDashboard['trainings']> {
  const totals = await tx.execute<{ upcoming: string; completed: string; average_score: string | null }>(sql`
    SELECT count(*) FILTER (WHERE t.starts_on > ${today}::date AND e.status = 'enrolled') AS upcoming,
      count(*) FILTER (WHERE e.status = 'completed') AS completed,
      round(avg(e.score) FILTER (WHERE e.status = 'completed'), 1)::text AS average_score
    FROM training_enrolments e JOIN trainings t ON t.company_id = e.company_id AND t.id = e.training_id
    WHERE e.company_id = ${companyId} AND e.employee_id = ${employeeId}`);
  const next = await tx.execute<{ id: string; title: string; starts_on: string; ends_on: string }>(sql`
    SELECT t.id, t.title, t.starts_on::text AS starts_on, t.ends_on::text AS ends_on
    FROM training_enrolments e JOIN trainings t ON t.company_id = e.company_id AND t.id = e.training_id
    WHERE e.company_id = ${companyId} AND e.employee_id = ${employeeId} AND e.status = 'enrolled'
      AND t.ends_on >= ${today}::date
    ORDER BY t.starts_on, t.id LIMIT 5`);
  const t = expectRow(totals.rows, 'my training figures');
  return {
    upcoming: n(t.upcoming),
    completed: n(t.completed),
    average_score: t.average_score === null ? null : Number(t.average_score),
    next: next.rows.map((r) => ({ id: n(r.id), title: r.title, starts_on: r.starts_on, ends_on: r.ends_on })),
  };
}

export async function myLatestPlan(
  tx: Tx,
  companyId: number,
  employeeId: number,
): Promise<MyPerformanceDashboard['improvement_plan']> {
  const r = await tx.execute<{
    id: string;
    status: 'pending' | 'approved' | 'rejected';
    review_date: string;
    outcome: 'successful' | 'extended' | 'unsuccessful' | null;
    goals: string;
  }>(sql`
    SELECT p.id, p.status, p.review_date::text AS review_date, p.outcome,
      ${childCount(improvementPlanGoals, improvementPlanGoals.planId, sql`p`, { type: 'bigint' })} AS goals
    FROM improvement_plans p WHERE p.company_id = ${companyId} AND p.employee_id = ${employeeId}
    ORDER BY p.created_at DESC, p.id DESC LIMIT 1`);
  const p = r.rows[0];
  return p
    ? { id: n(p.id), status: p.status, review_date: p.review_date, outcome: p.outcome, goals: n(p.goals) }
    : null;
}
