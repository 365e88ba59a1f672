import { sql, type SQL } from 'drizzle-orm';
import type {
  ApplicationAnswer,
  ApplicationHistoryEntry,
  ApplicationSource,
  ApplicationStatus,
  ApplicationSummary,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { scopeCondition, type RecruiterScope } from '../postings/for-candidates.service.ts';

/**
 * Job applications (job_applications; ADR 67). Every statement names the company as well as relying
 * on RLS (ADR 18). A recruiter's scope arrives as an `AND a.job_posting_id = ANY(...)` condition.
 */

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => new Date(String(v)).toISOString();

export const toSummary = (r: Raw): ApplicationSummary => ({
  id: Number(r.id),
  job_posting_id: Number(r.job_posting_id),
  job_posting_title: String(r.job_posting_title),
  first_name: String(r.first_name),
  last_name: String(r.last_name),
  email: String(r.email),
  phone: str(r.phone),
  source: String(r.source) as ApplicationSource,
  status: String(r.status) as ApplicationStatus,
  has_cv: r.cv_file_id !== null && r.cv_file_id !== undefined,
  erased: r.erased_at !== null && r.erased_at !== undefined,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** A recruiter's limit (recruiter settings, ADR 66) over the applications' postings. */
export const applicationScopeSql = (scope: RecruiterScope): SQL =>
  scopeCondition(scope, sql`a.job_posting_id`, 'jobPostingIds');

const SELECT = sql`SELECT a.id, a.job_posting_id, p.title AS job_posting_title, a.first_name, a.last_name,
    a.email, a.phone, a.source, a.status, a.cv_file_id, a.erased_at, a.created_at, a.updated_at
  FROM job_applications a
  JOIN job_postings p ON p.company_id = a.company_id AND p.id = a.job_posting_id`;

export interface ApplicationFilter {
  status: ApplicationStatus | undefined;
  postingId: number | undefined;
  search: string | undefined;
  from: string | undefined;
  to: string | undefined;
  /** A recruiter's limit on postings, or nothing. */
  scope: SQL;
  timezone: string;
}

export async function listApplications(
  tx: Tx,
  companyId: number,
  f: ApplicationFilter,
  limit: number,
  offset: number,
) {
  const day = sql`(a.created_at AT TIME ZONE ${f.timezone})::date`;
  const like = f.search ? `%${f.search}%` : '';
  const where = sql`a.company_id = ${companyId} ${f.scope}
    ${f.status ? sql`AND a.status = ${f.status}` : sql``}
    ${f.postingId ? sql`AND a.job_posting_id = ${f.postingId}` : sql``}
    ${
      f.search
        ? sql`AND (a.first_name ILIKE ${like} OR a.last_name ILIKE ${like} OR a.email ILIKE ${like}
      OR (a.first_name || ' ' || a.last_name) ILIKE ${like})`
        : sql``
    }
    ${f.from ? sql`AND ${day} >= ${f.from}::date` : sql``}
    ${f.to ? sql`AND ${day} <= ${f.to}::date` : sql``}`;
  const from = sql`job_applications a`;
  const order = sql`a.created_at DESC, a.id DESC`;
  return filteredPage(tx, { select: SELECT, from, where, order, limit, offset }, toSummary);
}

export interface ApplicationRow extends ApplicationSummary {
  cover_letter: string | null;
  answers: ApplicationAnswer[];
  history: ApplicationHistoryEntry[];
  notes: { note: string; by: string | null; at: string }[];
  cv_file_id: number | null;
  cv: { file_name: string; mime_type: string; size_bytes: number; storage_key: string } | null;
  hired_at: string | null;
  employee: { id: number; name: string } | null;
}

const json = <T>(v: unknown, fallback: T): T =>
  v === null || v === undefined ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T);

export async function findApplications(
  tx: Tx,
  companyId: number,
  ids: number[],
  scope: SQL,
  lock = false,
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  const r =
    await tx.execute<Raw>(sql`SELECT a.id, a.job_posting_id, p.title AS job_posting_title, a.first_name,
      a.last_name, a.email, a.phone, a.source, a.status, a.cv_file_id, a.erased_at, a.created_at, a.updated_at,
      a.cover_letter, a.answers, a.history, a.notes, a.hired_at, a.employee_id,
      f.original_name AS cv_name, f.mime_type AS cv_mime, f.size_bytes AS cv_size, f.storage_key AS cv_key,
      e.first_name || ' ' || e.last_name AS employee_name
    FROM job_applications a
    JOIN job_postings p ON p.company_id = a.company_id AND p.id = a.job_posting_id
    LEFT JOIN files f ON f.company_id = a.company_id AND f.id = a.cv_file_id
    LEFT JOIN employees e ON e.company_id = a.company_id AND e.id = a.employee_id
    WHERE a.company_id = ${companyId} AND a.id = ANY(${pgArray(ids)}::bigint[]) ${scope}
    ORDER BY a.id ${lock ? sql`FOR UPDATE OF a` : sql``}`);
  return r.rows.map((x) => ({
    ...toSummary(x),
    cover_letter: str(x.cover_letter),
    answers: json<ApplicationAnswer[]>(x.answers, []),
    history: json<ApplicationHistoryEntry[]>(x.history, []),
    notes: json<{ note: string; by: string | null; at: string }[]>(x.notes, []),
    cv_file_id: x.cv_file_id === null ? null : Number(x.cv_file_id),
    cv:
      x.cv_key === null || x.cv_key === undefined
        ? null
        : {
            file_name: String(x.cv_name),
            mime_type: String(x.cv_mime),
            size_bytes: Number(x.cv_size),
            storage_key: String(x.cv_key),
          },
    hired_at: x.hired_at === null ? null : iso(x.hired_at),
    employee:
      x.employee_id === null ? null : { id: Number(x.employee_id), name: String(x.employee_name ?? '') },
  }));
}

export interface NewApplication {
  jobPostingId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  coverLetter: string | null;
  cvFileId: number | null;
  answers: ApplicationAnswer[];
  source: ApplicationSource;
  history: ApplicationHistoryEntry[];
  createdByUserId: number | null;
}

export async function insertApplication(tx: Tx, companyId: number, v: NewApplication): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`INSERT INTO job_applications (company_id, job_posting_id,
      first_name, last_name, email, phone, cover_letter, cv_file_id, answers, source, status, history, created_by_user_id)
    VALUES (${companyId}, ${v.jobPostingId}, ${v.firstName}, ${v.lastName}, ${v.email}, ${v.phone}, ${v.coverLetter},
      ${v.cvFileId}, ${JSON.stringify(v.answers)}::jsonb, ${v.source}, 'applied', ${JSON.stringify(v.history)}::jsonb,
      ${v.createdByUserId})
    RETURNING id`);
  return Number(expectRow(r.rows, 'job application').id);
}

/** A new status and its history entry; `hired` also records the employee and the moment. */
export async function setStatus(
  tx: Tx,
  companyId: number,
  id: number,
  status: ApplicationStatus,
  entry: ApplicationHistoryEntry,
  employeeId: number | null = null,
): Promise<void> {
  await tx.execute(sql`UPDATE job_applications SET status = ${status},
      history = history || ${JSON.stringify([entry])}::jsonb,
      hired_at = CASE WHEN ${status} = 'hired' THEN now() ELSE hired_at END,
      employee_id = COALESCE(${employeeId}::bigint, employee_id), updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function addNote(
  tx: Tx,
  companyId: number,
  id: number,
  note: { note: string; by: string | null; at: string },
) {
  await tx.execute(sql`UPDATE job_applications SET notes = notes || ${JSON.stringify([note])}::jsonb, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Blanks the personal data; the row, its posting, source, status and dates stay for the counts. */
export async function eraseApplication(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`UPDATE job_applications SET first_name = '', last_name = '', email = '', phone = NULL,
      cover_letter = NULL, cv_file_id = NULL, answers = '[]'::jsonb, notes = '[]'::jsonb,
      history = COALESCE((SELECT jsonb_agg(h - 'note' || '{"note": null}'::jsonb) FROM jsonb_array_elements(history) h), '[]'::jsonb),
      erased_at = now(), updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteFileRow(tx: Tx, companyId: number, fileId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM files WHERE company_id = ${companyId} AND id = ${fileId}`);
}

export async function deleteApplication(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM job_applications WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function interviewsOf(tx: Tx, companyId: number, applicationId: number) {
  const r = await tx.execute<Raw>(sql`SELECT id, starts_at, duration_minutes FROM interviews
    WHERE company_id = ${companyId} AND application_id = ${applicationId} ORDER BY starts_at, id`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    starts_at: iso(x.starts_at),
    duration_minutes: Number(x.duration_minutes),
  }));
}

export async function companyTimezone(tx: Tx, companyId: number): Promise<string> {
  const r = await tx.execute<{ timezone: string | null }>(
    sql`SELECT timezone FROM companies WHERE id = ${companyId}`,
  );
  return r.rows[0]?.timezone ?? 'Africa/Lagos';
}
