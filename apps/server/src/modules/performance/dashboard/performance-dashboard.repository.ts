import { sql, type SQL } from 'drizzle-orm';
import type { PerformanceDashboard } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { surveyResponses } from '../../../db/schema/index.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/**
 * The company's performance figures (ADR 63), read straight from the areas' tables in a few
 * aggregate statements: a dashboard is a read model, and going through four services would cost
 * a round trip per list. Every statement names the company.
 */

type Counts<K extends string> = Record<K, string | number | null>;
const n = (v: string | number | null | undefined): number => Number(v ?? 0);

/** Whether employee `e` is in survey `s`'s audience (ADR 60: everyone, departments or employees). */
export const inSurveyAudience = (s: SQL, e: SQL): SQL => sql`(
  (${s}.audience ? 'everyone')
  OR (${s}.audience ? 'department_ids' AND ${e}.department_id IS NOT NULL
      AND ${s}.audience->'department_ids' @> to_jsonb(${e}.department_id))
  OR (${s}.audience ? 'employee_ids' AND ${s}.audience->'employee_ids' @> to_jsonb(${e}.id)))`;

/** A survey is open while it is published and today is within its dates. */
export const surveyOpen = (today: string): SQL =>
  sql`s.status = 'published' AND s.starts_on <= ${today}::date AND s.ends_on >= ${today}::date`;

export async function surveyFigures(
  tx: Tx,
  companyId: number,
  today: string,
): Promise<PerformanceDashboard['surveys']> {
  const totals = await tx.execute<Counts<'drafts' | 'open' | 'closed'>>(sql`
    SELECT count(*) FILTER (WHERE s.status = 'draft') AS drafts,
      count(*) FILTER (WHERE ${surveyOpen(today)}) AS open,
      count(*) FILTER (WHERE s.status = 'closed' OR (s.status = 'published' AND s.ends_on < ${today}::date)) AS closed
    FROM surveys s WHERE s.company_id = ${companyId}`);
  const open = await tx.execute<{
    id: string;
    title: string;
    ends_on: string;
    answers: string;
    audience: string;
  }>(sql`
    SELECT s.id, s.title, s.ends_on::text AS ends_on,
      ${childCount(surveyResponses, surveyResponses.surveyId, sql`s`, { type: 'bigint' })} AS answers,
      (SELECT count(*) FROM employees e WHERE e.company_id = s.company_id AND e.status = 1
         AND ${inSurveyAudience(sql`s`, sql`e`)}) AS audience
    FROM surveys s WHERE s.company_id = ${companyId} AND ${surveyOpen(today)}
    ORDER BY s.ends_on, s.id`);
  const t = expectRow(totals.rows, 'survey figures');
  const rows = open.rows.map((r) => ({
    id: n(r.id),
    title: r.title,
    ends_on: r.ends_on,
    answers: n(r.answers),
    audience: n(r.audience),
  }));
  const answers = rows.reduce((sum, r) => sum + r.answers, 0);
  const audience = rows.reduce((sum, r) => sum + r.audience, 0);
  return {
    drafts: n(t.drafts),
    open: n(t.open),
    closed: n(t.closed),
    open_answers: answers,
    open_audience: audience,
    response_rate: audience === 0 ? null : Math.min(100, Math.round((answers * 100) / audience)),
    open_surveys: rows.slice(0, 5),
  };
}

type TaskFigures = Omit<PerformanceDashboard['tasks'], 'active_projects'>;

/** The company's tasks on boards still being worked (active and on-hold projects). */
export const companyTaskFigures = (tx: Tx, companyId: number, today: string): Promise<TaskFigures> =>
  taskFigures(tx, companyId, today, sql`p.status IN ('active', 'on_hold')`);

/** Task counts of the tasks `taskFilter` keeps (aliases t and p), by column and in total. */
export async function taskFigures(
  tx: Tx,
  companyId: number,
  today: string,
  taskFilter: SQL,
): Promise<{
  open: number;
  done: number;
  overdue: number;
  by_status: PerformanceDashboard['tasks']['by_status'];
}> {
  const columns = await tx.execute<{ name: string; is_done: boolean; tasks: string }>(sql`
    SELECT st.name, st.is_done,
      (SELECT count(*) FROM tasks t JOIN projects p ON p.company_id = t.company_id AND p.id = t.project_id
        WHERE t.company_id = st.company_id AND t.status_id = st.id AND ${taskFilter}) AS tasks
    FROM task_statuses st WHERE st.company_id = ${companyId} ORDER BY st.position, st.id`);
  const overdue = await tx.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM tasks t
      JOIN projects p ON p.company_id = t.company_id AND p.id = t.project_id
      JOIN task_statuses st ON st.company_id = t.company_id AND st.id = t.status_id
    WHERE t.company_id = ${companyId} AND NOT st.is_done AND t.due_date < ${today}::date AND ${taskFilter}`);
  const by_status = columns.rows.map((c) => ({ name: c.name, is_done: c.is_done, tasks: n(c.tasks) }));
  const sum = (done: boolean) => by_status.filter((c) => c.is_done === done).reduce((s, c) => s + c.tasks, 0);
  return { open: sum(false), done: sum(true), overdue: n(overdue.rows[0]?.n), by_status };
}

export async function activeProjects(tx: Tx, companyId: number): Promise<number> {
  const r = await tx.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM projects WHERE company_id = ${companyId} AND status = 'active'`,
  );
  return n(r.rows[0]?.n);
}

export async function trainingFigures(
  tx: Tx,
  companyId: number,
  today: string,
): Promise<PerformanceDashboard['trainings']> {
  const r = await tx.execute<
    Counts<'upcoming' | 'running' | 'finished' | 'enrolled' | 'completed' | 'no_show' | 'average_score'>
  >(sql`
    SELECT
      (SELECT count(*) FROM trainings t WHERE t.company_id = ${companyId} AND t.starts_on > ${today}::date) AS upcoming,
      (SELECT count(*) FROM trainings t WHERE t.company_id = ${companyId}
         AND t.starts_on <= ${today}::date AND t.ends_on >= ${today}::date) AS running,
      (SELECT count(*) FROM trainings t WHERE t.company_id = ${companyId} AND t.ends_on < ${today}::date) AS finished,
      count(*) FILTER (WHERE e.status = 'enrolled') AS enrolled,
      count(*) FILTER (WHERE e.status = 'completed') AS completed,
      count(*) FILTER (WHERE e.status = 'no_show') AS no_show,
      round(avg(e.score) FILTER (WHERE e.status = 'completed'), 1)::text AS average_score
    FROM training_enrolments e WHERE e.company_id = ${companyId}`);
  const t = expectRow(r.rows, 'training figures');
  return {
    upcoming: n(t.upcoming),
    running: n(t.running),
    finished: n(t.finished),
    enrolled: n(t.enrolled),
    completed: n(t.completed),
    no_show: n(t.no_show),
    average_score: t.average_score === null ? null : Number(t.average_score),
  };
}

export async function improvementPlanFigures(
  tx: Tx,
  companyId: number,
  today: string,
): Promise<PerformanceDashboard['improvement_plans']> {
  const r = await tx.execute<
    Counts<'pending' | 'active' | 'review_due' | 'successful' | 'extended' | 'unsuccessful'>
  >(sql`
    SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
      count(*) FILTER (WHERE status = 'approved' AND outcome IS NULL) AS active,
      count(*) FILTER (WHERE status = 'approved' AND outcome IS NULL
        AND review_date <= ${today}::date + 30) AS review_due,
      count(*) FILTER (WHERE outcome = 'successful') AS successful,
      count(*) FILTER (WHERE outcome = 'extended') AS extended,
      count(*) FILTER (WHERE outcome = 'unsuccessful') AS unsuccessful
    FROM improvement_plans WHERE company_id = ${companyId}`);
  const p = expectRow(r.rows, 'improvement plan figures');
  return {
    pending: n(p.pending),
    active: n(p.active),
    review_due: n(p.review_due),
    successful: n(p.successful),
    extended: n(p.extended),
    unsuccessful: n(p.unsuccessful),
  };
}
