import { sql } from 'drizzle-orm';
import type { JobBoard, JobBoardValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/** Job boards (job_boards; ADR 66). Every statement names the company as well as relying on RLS. */

type Raw = Record<string, unknown>;

const SELECT = sql`SELECT b.id, b.name, b.url, b.active, b.created_at, b.updated_at,
    (SELECT count(*)::int FROM job_posting_boards pb WHERE pb.company_id = b.company_id AND pb.job_board_id = b.id) AS postings_count
  FROM job_boards b`;

const toBoard = (r: Raw): JobBoard => ({
  id: Number(r.id),
  name: String(r.name),
  url: r.url === null ? null : String(r.url),
  active: Boolean(r.active),
  postings_count: Number(r.postings_count),
  created_at: new Date(String(r.created_at)).toISOString(),
  updated_at: new Date(String(r.updated_at)).toISOString(),
});

export async function listBoards(
  tx: Tx,
  companyId: number,
  f: { search: string | undefined; active: boolean | undefined },
  limit: number,
  offset: number,
) {
  const where = sql`b.company_id = ${companyId}
    ${f.search ? sql`AND b.name ILIKE ${`%${f.search}%`}` : sql``}
    ${f.active === undefined ? sql`` : sql`AND b.active = ${f.active}`}`;
  return filteredPage(
    tx,
    { select: SELECT, from: sql`job_boards b`, where, order: sql`lower(b.name), b.id`, limit, offset },
    toBoard,
  );
}

export async function findBoard(tx: Tx, companyId: number, id: number): Promise<JobBoard | null> {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE b.company_id = ${companyId} AND b.id = ${id}`);
  return r.rows[0] ? toBoard(r.rows[0]) : null;
}

export async function insertBoard(tx: Tx, companyId: number, v: JobBoardValues): Promise<number> {
  const r = await tx.execute<{
    id: number | string;
  }>(sql`INSERT INTO job_boards (company_id, name, url, active)
    VALUES (${companyId}, ${v.name}, ${v.url ?? null}, ${v.active}) RETURNING id`);
  return Number(expectRow(r.rows, 'job board insert').id);
}

export async function updateBoard(tx: Tx, companyId: number, id: number, v: JobBoardValues) {
  await tx.execute(sql`UPDATE job_boards SET name = ${v.name}, url = ${v.url ?? null}, active = ${v.active},
      updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteBoard(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM job_boards WHERE company_id = ${companyId} AND id = ${id}`);
}
