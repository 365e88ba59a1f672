import { sql, type SQL } from 'drizzle-orm';
import type { GivenAnswer, SurveyAudience, SurveyQuestion, SurveyStatus } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { surveyResponses, surveys } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow, lockCompanyRow } from '../../../platform/db/rows.ts';

/** Surveys and their responses (surveys, survey_responses); every statement names the company (ADR 18). */

export interface SurveyRow {
  id: number;
  title: string;
  description: string | null;
  anonymous: boolean;
  starts_on: string;
  ends_on: string;
  status: SurveyStatus;
  questions: SurveyQuestion[];
  audience: SurveyAudience;
  answers_count: number;
  created_at: Date;
  updated_at: Date;
}

type Raw = Record<string, unknown>;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

const toSurvey = (r: Raw): SurveyRow => ({
  id: Number(r.id),
  title: String(r.title),
  description: r.description === null ? null : String(r.description),
  anonymous: r.anonymous === true || r.anonymous === 't',
  starts_on: day(r.starts_on),
  ends_on: day(r.ends_on),
  status: String(r.status) as SurveyStatus,
  questions: json<SurveyQuestion[]>(r.questions),
  audience: json<SurveyAudience>(r.audience),
  answers_count: Number(r.answers_count),
  created_at: new Date(String(r.created_at)),
  updated_at: new Date(String(r.updated_at)),
});

const SELECT = sql`SELECT s.id, s.title, s.description, s.anonymous, s.starts_on::text AS starts_on,
    s.ends_on::text AS ends_on, s.status, s.questions, s.audience, s.created_at, s.updated_at,
    ${childCount(surveyResponses, surveyResponses.surveyId, sql`s`, { type: 'bigint' })} AS answers_count
  FROM surveys s`;

/** Whether employee e (alias) is in survey s's audience. */
export const inAudience = (e: SQL) => sql`(
  (s.audience ? 'everyone')
  OR (s.audience ? 'department_ids' AND ${e}.department_id IS NOT NULL
      AND s.audience->'department_ids' @> to_jsonb(${e}.department_id))
  OR (s.audience ? 'employee_ids' AND s.audience->'employee_ids' @> to_jsonb(${e}.id)))`;

export async function listSurveys(
  tx: Tx,
  companyId: number,
  filter: { search: string | undefined; status: SurveyStatus | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: SurveyRow[]; total: number }> {
  const where = sql`s.company_id = ${companyId}
    ${filter.search ? sql`AND s.title ILIKE ${`%${filter.search}%`}` : sql``}
    ${filter.status ? sql`AND s.status = ${filter.status}` : sql``}`;
  const order = sql`s.created_at DESC, s.id DESC`;
  const page = await filteredPage(
    tx,
    { select: SELECT, from: sql`surveys s`, where, order, limit, offset },
    toSurvey,
  );
  return { rows: page.results, total: page.total };
}

export async function findSurvey(
  tx: Tx,
  companyId: number,
  id: number,
  lock = false,
): Promise<SurveyRow | null> {
  if (lock) await lockCompanyRow(tx, surveys, companyId, id);
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE s.company_id = ${companyId} AND s.id = ${id}`);
  return r.rows[0] ? toSurvey(r.rows[0]) : null;
}

/** Active employees the surveys' audiences reach, by survey. */
export async function audienceCounts(tx: Tx, companyId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const r = await tx.execute<{ id: string | number; n: string | number }>(sql`SELECT s.id,
      (SELECT count(*) FROM employees e WHERE e.company_id = s.company_id AND e.status = 1 AND ${inAudience(sql`e`)}) AS n
    FROM surveys s WHERE s.company_id = ${companyId} AND s.id = ANY(${pgArray(ids)}::bigint[])`);
  return new Map(r.rows.map((x) => [Number(x.id), Number(x.n)]));
}

/** What a survey's form writes: the row without its id, its count and its times. */
export type SurveyWrite = Omit<SurveyRow, 'id' | 'answers_count' | 'created_at' | 'updated_at'>;

export async function insertSurvey(tx: Tx, companyId: number, v: SurveyWrite): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`INSERT INTO surveys
      (company_id, title, description, anonymous, starts_on, ends_on, status, questions, audience)
    VALUES (${companyId}, ${v.title}, ${v.description}, ${v.anonymous}, ${v.starts_on}, ${v.ends_on}, ${v.status},
      ${JSON.stringify(v.questions)}::jsonb, ${JSON.stringify(v.audience)}::jsonb) RETURNING id`);
  return Number(expectRow(r.rows, 'the new survey').id);
}

export async function updateSurvey(tx: Tx, companyId: number, id: number, v: SurveyWrite): Promise<void> {
  await tx.execute(sql`UPDATE surveys SET title = ${v.title}, description = ${v.description},
      anonymous = ${v.anonymous}, starts_on = ${v.starts_on}, ends_on = ${v.ends_on}, status = ${v.status},
      questions = ${JSON.stringify(v.questions)}::jsonb, audience = ${JSON.stringify(v.audience)}::jsonb,
      updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteSurvey(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM surveys WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Ids among these that are not the company's departments (or employees). */
export async function unknownIds(
  tx: Tx,
  companyId: number,
  table: 'departments' | 'employees',
  ids: number[],
): Promise<number[]> {
  const t = table === 'departments' ? sql`departments` : sql`employees`;
  const r = await tx.execute<{ id: string | number }>(
    sql`SELECT id FROM ${t} WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`,
  );
  const found = new Set(r.rows.map((x) => Number(x.id)));
  return ids.filter((i) => !found.has(i));
}

/** Published surveys open on `today` for the employee, not yet answered by them. */
export async function assignedTo(
  tx: Tx,
  companyId: number,
  employeeId: number,
  today: string,
): Promise<SurveyRow[]> {
  const r = await tx.execute<Raw>(sql`${SELECT}
    JOIN employees e ON e.company_id = s.company_id AND e.id = ${employeeId}
    WHERE s.company_id = ${companyId} AND s.status = 'published'
      AND s.starts_on <= ${today}::date AND s.ends_on >= ${today}::date AND ${inAudience(sql`e`)}
      AND NOT EXISTS (SELECT 1 FROM survey_responses r WHERE r.company_id = s.company_id
        AND r.survey_id = s.id AND r.employee_id = ${employeeId})
    ORDER BY s.ends_on, s.id`);
  return r.rows.map(toSurvey);
}

/** Whether the employee is in the survey's audience. */
export async function isInAudience(
  tx: Tx,
  companyId: number,
  surveyId: number,
  employeeId: number,
): Promise<boolean> {
  const r = await tx.execute(sql`SELECT 1 FROM surveys s
    JOIN employees e ON e.company_id = s.company_id AND e.id = ${employeeId}
    WHERE s.company_id = ${companyId} AND s.id = ${surveyId} AND ${inAudience(sql`e`)}`);
  return r.rows.length > 0;
}

export interface ResponseRow {
  id: number;
  survey_id: number;
  employee_id: number;
  employee_name: string;
  answers: GivenAnswer[];
  submitted_at: Date;
}

const toResponse = (r: Raw): ResponseRow => ({
  id: Number(r.id),
  survey_id: Number(r.survey_id),
  employee_id: Number(r.employee_id),
  employee_name: String(r.employee_name ?? ''),
  answers: json<GivenAnswer[]>(r.answers),
  submitted_at: new Date(String(r.submitted_at)),
});

const RESPONSES = sql`SELECT r.id, r.survey_id, r.employee_id, r.answers, r.submitted_at,
    trim(e.first_name || ' ' || e.last_name) AS employee_name
  FROM survey_responses r JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id`;

export async function responsesOf(tx: Tx, companyId: number, surveyId: number): Promise<ResponseRow[]> {
  const r = await tx.execute<Raw>(sql`${RESPONSES}
    WHERE r.company_id = ${companyId} AND r.survey_id = ${surveyId} ORDER BY r.submitted_at, r.id`);
  return r.rows.map(toResponse);
}

export async function responsesBy(tx: Tx, companyId: number, employeeId: number): Promise<ResponseRow[]> {
  const r = await tx.execute<Raw>(sql`${RESPONSES}
    WHERE r.company_id = ${companyId} AND r.employee_id = ${employeeId} ORDER BY r.submitted_at DESC, r.id DESC`);
  return r.rows.map(toResponse);
}

/** Inserts the answers; false when the employee already answered (the unique key decides). */
export async function insertResponse(
  tx: Tx,
  companyId: number,
  surveyId: number,
  employeeId: number,
  answers: GivenAnswer[],
): Promise<boolean> {
  const r = await tx.execute(sql`INSERT INTO survey_responses (company_id, survey_id, employee_id, answers)
    VALUES (${companyId}, ${surveyId}, ${employeeId}, ${JSON.stringify(answers)}::jsonb)
    ON CONFLICT (company_id, survey_id, employee_id) DO NOTHING RETURNING id`);
  return r.rows.length > 0;
}

/** The feedback log: answers to surveys that are not anonymous, newest first. */
export async function feedbackLog(
  tx: Tx,
  companyId: number,
  filter: { search: string | undefined; surveyId: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: (ResponseRow & { survey_title: string })[]; total: number }> {
  const where = sql`r.company_id = ${companyId} AND NOT s.anonymous
    ${filter.surveyId ? sql`AND r.survey_id = ${filter.surveyId}` : sql``}
    ${filter.search ? sql`AND (s.title ILIKE ${`%${filter.search}%`} OR (e.first_name || ' ' || e.last_name) ILIKE ${`%${filter.search}%`})` : sql``}`;
  const from = sql`FROM survey_responses r JOIN surveys s ON s.company_id = r.company_id AND s.id = r.survey_id
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id`;
  const rows = await tx.execute<Raw>(sql`SELECT r.id, r.survey_id, r.employee_id, r.answers, r.submitted_at,
      trim(e.first_name || ' ' || e.last_name) AS employee_name, s.title AS survey_title
    ${from} WHERE ${where} ORDER BY r.submitted_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const count = await tx.execute<{ n: string | number }>(sql`SELECT count(*) AS n ${from} WHERE ${where}`);
  return {
    rows: rows.rows.map((x) => ({ ...toResponse(x), survey_title: String(x.survey_title) })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}
