import { sql } from 'drizzle-orm';
import type { Recruiter, RecruiterValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredRows } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/** Recruiters and their requisitions and postings (recruiters, recruiter_job_*; ADR 66). */

type Raw = Record<string, unknown>;

const SELECT = sql`SELECT rc.id, rc.employee_id, concat_ws(' ', e.first_name, e.last_name) AS employee_name,
    rc.all_access, rc.created_at, rc.updated_at
  FROM recruiters rc JOIN employees e ON e.company_id = rc.company_id AND e.id = rc.employee_id`;

async function complete(tx: Tx, companyId: number, rows: Raw[]): Promise<Recruiter[]> {
  if (rows.length === 0) return [];
  const ids = pgArray(rows.map((r) => Number(r.id)));
  const reqs = await tx.execute<Raw>(sql`SELECT a.recruiter_id, r.id, r.title FROM recruiter_job_requests a
    JOIN job_requests r ON r.company_id = a.company_id AND r.id = a.job_request_id
    WHERE a.company_id = ${companyId} AND a.recruiter_id = ANY(${ids}::bigint[]) ORDER BY r.title, r.id`);
  const posts = await tx.execute<Raw>(sql`SELECT a.recruiter_id, p.id, p.title FROM recruiter_job_postings a
    JOIN job_postings p ON p.company_id = a.company_id AND p.id = a.job_posting_id
    WHERE a.company_id = ${companyId} AND a.recruiter_id = ANY(${ids}::bigint[]) ORDER BY p.title, p.id`);
  const of = (list: Raw[], id: number) =>
    list
      .filter((x) => Number(x.recruiter_id) === id)
      .map((x) => ({ id: Number(x.id), title: String(x.title) }));
  return rows.map((r) => {
    const id = Number(r.id);
    const jobRequests = of(reqs.rows, id);
    const jobPostings = of(posts.rows, id);
    return {
      id,
      employee_id: Number(r.employee_id),
      employee_name: String(r.employee_name),
      all_access: Boolean(r.all_access),
      job_request_ids: jobRequests.map((x) => x.id),
      job_posting_ids: jobPostings.map((x) => x.id),
      job_requests: jobRequests,
      job_postings: jobPostings,
      created_at: new Date(String(r.created_at)).toISOString(),
      updated_at: new Date(String(r.updated_at)).toISOString(),
    };
  });
}

export async function listRecruiters(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = sql`rc.company_id = ${companyId}
    ${search ? sql`AND concat_ws(' ', e.first_name, e.last_name) ILIKE ${`%${search}%`}` : sql``}`;
  const from = sql`recruiters rc
    JOIN employees e ON e.company_id = rc.company_id AND e.id = rc.employee_id`;
  const order = sql`e.first_name, e.last_name, rc.id`;
  return filteredRows(tx, { select: SELECT, from, where, order, limit, offset }, (rows: Raw[]) =>
    complete(tx, companyId, rows),
  );
}

export async function findRecruiter(tx: Tx, companyId: number, id: number) {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE rc.company_id = ${companyId} AND rc.id = ${id}`);
  return (await complete(tx, companyId, r.rows))[0] ?? null;
}

async function writeScope(tx: Tx, companyId: number, id: number, v: RecruiterValues) {
  await tx.execute(
    sql`DELETE FROM recruiter_job_requests WHERE company_id = ${companyId} AND recruiter_id = ${id}`,
  );
  await tx.execute(
    sql`DELETE FROM recruiter_job_postings WHERE company_id = ${companyId} AND recruiter_id = ${id}`,
  );
  for (const requestId of new Set(v.job_request_ids))
    await tx.execute(sql`INSERT INTO recruiter_job_requests (company_id, recruiter_id, job_request_id)
      VALUES (${companyId}, ${id}, ${requestId})`);
  for (const postingId of new Set(v.job_posting_ids))
    await tx.execute(sql`INSERT INTO recruiter_job_postings (company_id, recruiter_id, job_posting_id)
      VALUES (${companyId}, ${id}, ${postingId})`);
}

export async function insertRecruiter(tx: Tx, companyId: number, v: RecruiterValues) {
  const r = await tx.execute<{
    id: number | string;
  }>(sql`INSERT INTO recruiters (company_id, employee_id, all_access)
    VALUES (${companyId}, ${v.employee_id}, ${v.all_access}) RETURNING id`);
  const id = Number(expectRow(r.rows, 'recruiter insert').id);
  await writeScope(tx, companyId, id, v);
  return id;
}

export async function updateRecruiter(tx: Tx, companyId: number, id: number, v: RecruiterValues) {
  await tx.execute(sql`UPDATE recruiters SET employee_id = ${v.employee_id}, all_access = ${v.all_access},
      updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
  await writeScope(tx, companyId, id, v);
}

export async function deleteRecruiter(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM recruiters WHERE company_id = ${companyId} AND id = ${id}`);
}

/** How many of these ids are rows of the company's table. */
export async function countOf(
  tx: Tx,
  companyId: number,
  table: 'employees' | 'job_requests' | 'job_postings',
  ids: number[],
) {
  if (ids.length === 0) return 0;
  const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
    WHERE company_id = ${companyId} AND id = ANY(${pgArray([...new Set(ids)])}::bigint[])`);
  return Number(r.rows[0]?.n ?? 0);
}
