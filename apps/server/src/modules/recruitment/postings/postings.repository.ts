import { sql } from 'drizzle-orm';
import type {
  JobPosting,
  JobPostingListQuery,
  JobPostingValues,
  PostingQuestionInput,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredRows } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow, lockCompanyRow } from '../../../platform/db/rows.ts';
import { jobPostings } from '../../../db/schema/index.ts';
import { toKobo, toNaira } from '../requisitions/requisition-rules.ts';
import { scopeCondition, type RecruiterScope } from '../recruiters/recruiter-scope.service.ts';

/**
 * Job postings, their questions and boards (job_postings, job_posting_questions, job_posting_boards;
 * ADR 66). Every statement names the company as well as relying on RLS (ADR 18). `today` is the
 * company's date: a published posting past its closing date reads `closed` (posting-rules.ts).
 */

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The state as posting-rules.ts's postingState says it. */
export const postingStateSql = (today: string) =>
  sql`CASE WHEN p.status = 'published' AND p.closing_date < ${today}::date THEN 'closed' ELSE p.status END`;

// scoping: the columns and joins of a postings read; each caller adds WHERE p.company_id = companyId.
const select = (today: string) => sql`SELECT p.id, p.job_request_id, r.title AS job_request_title, p.title,
    p.description, p.requirements, p.location, p.employment_type, p.salary_visible, p.salary_min_kobo,
    p.salary_max_kobo, p.closing_date::text AS closing_date, ${postingStateSql(today)} AS state,
    p.published_at, p.created_at, p.updated_at
  FROM job_postings p
  LEFT JOIN job_requests r ON r.company_id = p.company_id AND r.id = p.job_request_id`;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());

const toPosting = (r: Raw): Omit<JobPosting, 'job_board_ids' | 'job_boards' | 'questions'> => ({
  id: Number(r.id),
  job_request_id: r.job_request_id === null ? null : Number(r.job_request_id),
  job_request_title: str(r.job_request_title),
  title: String(r.title),
  description: String(r.description),
  requirements: str(r.requirements),
  location: str(r.location),
  employment_type: String(r.employment_type) as JobPosting['employment_type'],
  salary_visible: Boolean(r.salary_visible),
  salary_min: toNaira(r.salary_min_kobo),
  salary_max: toNaira(r.salary_max_kobo),
  closing_date: str(r.closing_date),
  status: String(r.state) as JobPosting['status'],
  published_at: iso(r.published_at),
  created_at: String(iso(r.created_at)),
  updated_at: String(iso(r.updated_at)),
});

async function complete(tx: Tx, companyId: number, rows: Raw[]): Promise<JobPosting[]> {
  const postings = rows.map(toPosting);
  if (postings.length === 0) return [];
  const ids = pgArray(postings.map((p) => p.id));
  const q = await tx.execute<Raw>(sql`SELECT id, job_posting_id, text, required FROM job_posting_questions
    WHERE company_id = ${companyId} AND job_posting_id = ANY(${ids}::bigint[]) ORDER BY position, id`);
  const b = await tx.execute<Raw>(sql`SELECT pb.job_posting_id, jb.id, jb.name FROM job_posting_boards pb
    JOIN job_boards jb ON jb.company_id = pb.company_id AND jb.id = pb.job_board_id
    WHERE pb.company_id = ${companyId} AND pb.job_posting_id = ANY(${ids}::bigint[]) ORDER BY jb.name, jb.id`);
  return postings.map((p) => {
    const boards = b.rows
      .filter((x) => Number(x.job_posting_id) === p.id)
      .map((x) => ({ id: Number(x.id), name: String(x.name) }));
    return {
      ...p,
      job_board_ids: boards.map((x) => x.id),
      job_boards: boards,
      questions: q.rows
        .filter((x) => Number(x.job_posting_id) === p.id)
        .map((x) => ({ id: Number(x.id), text: String(x.text), required: Boolean(x.required) })),
    };
  });
}

export interface PostingFilter {
  today: string;
  query: Pick<JobPostingListQuery, 'status' | 'employment_type' | 'job_request_id'> & {
    search?: string | undefined;
  };
  /** A recruiter's limit, or null for none. */
  scope: RecruiterScope;
}

export async function listPostings(
  tx: Tx,
  companyId: number,
  f: PostingFilter,
  limit: number,
  offset: number,
) {
  const q = f.query;
  const where = sql`p.company_id = ${companyId} ${scopeCondition(f.scope, sql`p.id`, 'jobPostingIds')}
    ${q.status ? sql`AND ${postingStateSql(f.today)} = ${q.status}` : sql``}
    ${q.employment_type ? sql`AND p.employment_type = ${q.employment_type}` : sql``}
    ${q.job_request_id ? sql`AND p.job_request_id = ${q.job_request_id}` : sql``}
    ${q.search ? sql`AND (p.title ILIKE ${`%${q.search}%`} OR p.location ILIKE ${`%${q.search}%`})` : sql``}`;
  const from = sql`job_postings p`;
  const order = sql`p.created_at DESC, p.id DESC`;
  return filteredRows(tx, { select: select(f.today), from, where, order, limit, offset }, (rows: Raw[]) =>
    complete(tx, companyId, rows),
  );
}

/** The company's postings among these ids that match `extra` (ordered as the list orders them). */
/** The company's postings among these ids (within a recruiter's scope when one is given). */
export async function findPostings(
  tx: Tx,
  companyId: number,
  today: string,
  ids: number[],
  scope: RecruiterScope = null,
) {
  if (ids.length === 0) return [];
  const r = await tx.execute<Raw>(sql`${select(today)} WHERE p.company_id = ${companyId}
    AND p.id = ANY(${pgArray(ids)}::bigint[]) ${scopeCondition(scope, sql`p.id`, 'jobPostingIds')}
    ORDER BY p.created_at DESC, p.id DESC`);
  return complete(tx, companyId, r.rows);
}

export async function findPosting(
  tx: Tx,
  companyId: number,
  today: string,
  id: number,
  scope: RecruiterScope = null,
) {
  return (await findPostings(tx, companyId, today, [id], scope))[0] ?? null;
}

/** Published and open postings of the company (the careers page), newest first. */
export async function openPostings(tx: Tx, companyId: number, today: string) {
  const r = await tx.execute<Raw>(sql`${select(today)} WHERE p.company_id = ${companyId}
    AND ${postingStateSql(today)} = 'published' ORDER BY p.published_at DESC NULLS LAST, p.id DESC`);
  return complete(tx, companyId, r.rows);
}

export const lockPosting = (tx: Tx, companyId: number, id: number) =>
  lockCompanyRow(tx, jobPostings, companyId, id);

export async function writeQuestions(
  tx: Tx,
  companyId: number,
  postingId: number,
  questions: PostingQuestionInput[],
) {
  await tx.execute(
    sql`DELETE FROM job_posting_questions WHERE company_id = ${companyId} AND job_posting_id = ${postingId}`,
  );
  let position = 0;
  for (const q of questions)
    await tx.execute(sql`INSERT INTO job_posting_questions (company_id, job_posting_id, position, text, required)
      VALUES (${companyId}, ${postingId}, ${position++}, ${q.text}, ${q.required ?? false})`);
}

export async function writeBoards(tx: Tx, companyId: number, postingId: number, boardIds: number[]) {
  await tx.execute(
    sql`DELETE FROM job_posting_boards WHERE company_id = ${companyId} AND job_posting_id = ${postingId}`,
  );
  for (const boardId of new Set(boardIds))
    await tx.execute(sql`INSERT INTO job_posting_boards (company_id, job_posting_id, job_board_id)
      VALUES (${companyId}, ${postingId}, ${boardId})`);
}

const columns = (v: JobPostingValues) => ({
  request: v.job_request_id ?? null,
  min: toKobo(v.salary_min),
  max: toKobo(v.salary_max),
});

export async function insertPosting(tx: Tx, companyId: number, v: JobPostingValues, userId: number) {
  const c = columns(v);
  const r = await tx.execute<{
    id: string | number;
  }>(sql`INSERT INTO job_postings (company_id, job_request_id,
      title, description, requirements, location, employment_type, salary_visible, salary_min_kobo,
      salary_max_kobo, closing_date, created_by_user_id)
    VALUES (${companyId}, ${c.request}, ${v.title}, ${v.description}, ${v.requirements ?? null}, ${v.location ?? null},
      ${v.employment_type}, ${v.salary_visible}, ${c.min}, ${c.max}, ${v.closing_date ?? null}, ${userId}) RETURNING id`);
  return Number(expectRow(r.rows, 'job posting insert').id);
}

export async function updatePosting(tx: Tx, companyId: number, id: number, v: JobPostingValues) {
  const c = columns(v);
  await tx.execute(sql`UPDATE job_postings SET job_request_id = ${c.request}, title = ${v.title},
      description = ${v.description}, requirements = ${v.requirements ?? null}, location = ${v.location ?? null},
      employment_type = ${v.employment_type}, salary_visible = ${v.salary_visible}, salary_min_kobo = ${c.min},
      salary_max_kobo = ${c.max}, closing_date = ${v.closing_date ?? null}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setPublished(tx: Tx, companyId: number, id: number, closingDate: string | null) {
  await tx.execute(sql`UPDATE job_postings SET status = 'published', closing_date = ${closingDate},
      published_at = now(), updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setDraft(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`UPDATE job_postings SET status = 'draft', updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deletePosting(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM job_postings WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Ids among these that are not the company's job boards. */
export async function missingBoards(tx: Tx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<{ id: number | string }>(sql`SELECT id FROM job_boards
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  const found = new Set(r.rows.map((x) => Number(x.id)));
  return ids.filter((id) => !found.has(id));
}

/** The posting's request: its status, or null when not the company's. */
export async function requestStatus(tx: Tx, companyId: number, requestId: number): Promise<string | null> {
  const r = await tx.execute<{ status: string }>(sql`SELECT status FROM job_requests
    WHERE company_id = ${companyId} AND id = ${requestId}`);
  return r.rows[0]?.status ?? null;
}
