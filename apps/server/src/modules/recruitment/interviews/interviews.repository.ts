import { sql, type SQL } from 'drizzle-orm';
import type {
  ApplicationStatus,
  InterviewScorecard,
  InterviewScorecardValues,
  InterviewSummary,
  InterviewValues,
  Recommendation,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/**
 * Interviews, their interviewers and scorecards (interviews, interview_interviewers,
 * interview_scorecards; ADR 67). Every statement names the company as well as relying on RLS.
 */

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => new Date(String(v)).toISOString();

const SELECT = sql`SELECT i.id, i.application_id, a.first_name || ' ' || a.last_name AS candidate_name,
    a.status AS application_status, a.job_posting_id, p.title AS job_posting_title, i.starts_at,
    i.duration_minutes, i.location, i.link, i.note, i.sequence, i.created_at, i.updated_at,
    (SELECT count(*) FROM interview_scorecards s WHERE s.company_id = i.company_id AND s.interview_id = i.id) AS scorecard_count
  FROM interviews i
  JOIN job_applications a ON a.company_id = i.company_id AND a.id = i.application_id
  JOIN job_postings p ON p.company_id = a.company_id AND p.id = a.job_posting_id`;

export type InterviewRow = Omit<InterviewSummary, 'interviewers'> & { sequence: number };

const toRow = (r: Raw): InterviewRow => {
  const starts = new Date(String(r.starts_at));
  return {
    id: Number(r.id),
    application_id: Number(r.application_id),
    candidate_name: String(r.candidate_name).trim(),
    application_status: String(r.application_status) as ApplicationStatus,
    job_posting_id: Number(r.job_posting_id),
    job_posting_title: String(r.job_posting_title),
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + Number(r.duration_minutes) * 60_000).toISOString(),
    duration_minutes: Number(r.duration_minutes),
    location: str(r.location),
    link: str(r.link),
    note: str(r.note),
    scorecard_count: Number(r.scorecard_count),
    sequence: Number(r.sequence),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
};

export interface InterviewFilter {
  applicationId: number | undefined;
  search: string | undefined;
  from: string | undefined;
  to: string | undefined;
  timezone: string;
  /** A recruiter's limit on postings over `a.job_posting_id`, or nothing. */
  scope: SQL;
}

export async function listInterviews(
  tx: Tx,
  companyId: number,
  f: InterviewFilter,
  limit: number,
  offset: number,
) {
  const day = sql`(i.starts_at AT TIME ZONE ${f.timezone})::date`;
  const like = `%${f.search ?? ''}%`;
  const where = sql`i.company_id = ${companyId} ${f.scope}
    ${f.applicationId ? sql`AND i.application_id = ${f.applicationId}` : sql``}
    ${f.search ? sql`AND ((a.first_name || ' ' || a.last_name) ILIKE ${like} OR p.title ILIKE ${like})` : sql``}
    ${f.from ? sql`AND ${day} >= ${f.from}::date` : sql``}
    ${f.to ? sql`AND ${day} <= ${f.to}::date` : sql``}`;
  const from = sql`interviews i
    JOIN job_applications a ON a.company_id = i.company_id AND a.id = i.application_id
    JOIN job_postings p ON p.company_id = a.company_id AND p.id = a.job_posting_id`;
  const order = sql`i.starts_at DESC, i.id DESC`;
  return filteredPage(tx, { select: SELECT, from, where, order, limit, offset }, toRow);
}

export async function findInterview(
  tx: Tx,
  companyId: number,
  id: number,
  scope: SQL,
  lock = false,
): Promise<InterviewRow | null> {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE i.company_id = ${companyId} AND i.id = ${id} ${scope}
    ${lock ? sql`FOR UPDATE OF i` : sql``}`);
  const row = r.rows[0];
  return row ? toRow(row) : null;
}

export interface Person {
  id: number;
  name: string;
  email: string | null;
  language: string | null;
}

export async function interviewersOf(
  tx: Tx,
  companyId: number,
  interviewIds: number[],
): Promise<(Person & { interview_id: number })[]> {
  if (interviewIds.length === 0) return [];
  const r =
    await tx.execute<Raw>(sql`SELECT ii.interview_id, e.id, e.first_name || ' ' || e.last_name AS name,
      coalesce(u.email, e.email) AS email, coalesce(u.language, c.language) AS language
    FROM interview_interviewers ii
    JOIN employees e ON e.company_id = ii.company_id AND e.id = ii.employee_id
    JOIN companies c ON c.id = ii.company_id
    LEFT JOIN users u ON u.company_id = e.company_id AND u.employee_id = e.id
    WHERE ii.company_id = ${companyId} AND ii.interview_id = ANY(${pgArray(interviewIds)}::bigint[])
    ORDER BY e.first_name, e.last_name, e.id`);
  return r.rows.map((x) => ({
    interview_id: Number(x.interview_id),
    id: Number(x.id),
    name: String(x.name),
    email: str(x.email),
    language: str(x.language),
  }));
}

/** Of these employee ids, those of active, unarchived employees of the company. */
export async function existingEmployees(tx: Tx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<{ id: number }>(sql`SELECT id FROM employees WHERE company_id = ${companyId}
    AND id = ANY(${pgArray(ids)}::bigint[]) AND archived_at IS NULL`);
  return r.rows.map((x) => Number(x.id));
}

export async function insertInterview(
  tx: Tx,
  companyId: number,
  v: InterviewValues,
  userId: number,
): Promise<number> {
  const r = await tx.execute<{
    id: number;
  }>(sql`INSERT INTO interviews (company_id, application_id, starts_at,
      duration_minutes, location, link, note, created_by_user_id)
    VALUES (${companyId}, ${v.application_id}, ${new Date(v.starts_at).toISOString()}::timestamptz, ${v.duration_minutes},
      ${v.location ?? null}, ${v.link ?? null}, ${v.note ?? null}, ${userId}) RETURNING id`);
  return Number(expectRow(r.rows, 'interview').id);
}

export async function updateInterview(
  tx: Tx,
  companyId: number,
  id: number,
  v: InterviewValues,
): Promise<void> {
  await tx.execute(sql`UPDATE interviews SET application_id = ${v.application_id},
      starts_at = ${new Date(v.starts_at).toISOString()}::timestamptz, duration_minutes = ${v.duration_minutes},
      location = ${v.location ?? null}, link = ${v.link ?? null}, note = ${v.note ?? null},
      sequence = sequence + 1, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setInterviewers(
  tx: Tx,
  companyId: number,
  id: number,
  employeeIds: number[],
): Promise<void> {
  await tx.execute(sql`DELETE FROM interview_interviewers WHERE company_id = ${companyId} AND interview_id = ${id}
    AND NOT (employee_id = ANY(${pgArray(employeeIds)}::bigint[]))`);
  await tx.execute(sql`INSERT INTO interview_interviewers (company_id, interview_id, employee_id)
    SELECT ${companyId}, ${id}, x FROM unnest(${pgArray(employeeIds)}::bigint[]) AS x ON CONFLICT DO NOTHING`);
}

export async function deleteInterview(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM interviews WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function scorecardsOf(
  tx: Tx,
  companyId: number,
  interviewId: number,
  employeeId?: number,
): Promise<InterviewScorecard[]> {
  const r =
    await tx.execute<Raw>(sql`SELECT s.id, s.employee_id, e.first_name || ' ' || e.last_name AS name, s.ratings,
      s.recommendation, s.note, s.created_at, s.updated_at
    FROM interview_scorecards s JOIN employees e ON e.company_id = s.company_id AND e.id = s.employee_id
    WHERE s.company_id = ${companyId} AND s.interview_id = ${interviewId}
      ${employeeId ? sql`AND s.employee_id = ${employeeId}` : sql``}
    ORDER BY s.created_at, s.id`);
  return r.rows.map((x) => {
    const ratings = (typeof x.ratings === 'string' ? JSON.parse(x.ratings) : x.ratings) as {
      criterion: string;
      rating: number;
    }[];
    const average = ratings.length
      ? Math.round((ratings.reduce((n, y) => n + y.rating, 0) / ratings.length) * 10) / 10
      : 0;
    return {
      id: Number(x.id),
      interviewer: { id: Number(x.employee_id), name: String(x.name) },
      ratings,
      average,
      recommendation: String(x.recommendation) as Recommendation,
      note: str(x.note),
      created_at: iso(x.created_at),
      updated_at: iso(x.updated_at),
    };
  });
}

/** The interviewer's scorecard, replaced when saved again. */
export async function upsertScorecard(
  tx: Tx,
  companyId: number,
  interviewId: number,
  employeeId: number,
  v: InterviewScorecardValues,
) {
  await tx.execute(sql`INSERT INTO interview_scorecards (company_id, interview_id, employee_id, ratings, recommendation, note)
    VALUES (${companyId}, ${interviewId}, ${employeeId}, ${JSON.stringify(v.ratings)}::jsonb, ${v.recommendation}, ${v.note ?? null})
    ON CONFLICT (company_id, interview_id, employee_id) DO UPDATE SET ratings = EXCLUDED.ratings,
      recommendation = EXCLUDED.recommendation, note = EXCLUDED.note, updated_at = now()`);
}

/** No recruiter limit (an interviewer's own interview, or a mail's read-back). */
export const noScope = (): SQL => sql``;
