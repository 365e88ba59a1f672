import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { scopeCondition, type RecruiterScope } from '../postings/for-candidates.service.ts';

/**
 * The recruitment dashboard's figures (ADR 67), each one query over indexed columns. `scope` is a
 * recruiter's limit over postings (`AND <col> = ANY(...)`) built for the alias each query uses.
 */

type Raw = Record<string, unknown>;

/** Published and open today (ADR 66: a published posting past its closing date reads closed). */
const openToday = (today: string) =>
  sql`p.status = 'published' AND (p.closing_date IS NULL OR p.closing_date >= ${today}::date)`;

/** A recruiter's limit over each query's alias (a.job_posting_id, p.id or r.id). */
export function scopeOn(scope: RecruiterScope, over: 'applications' | 'postings' | 'requests'): SQL {
  if (over === 'requests') return scopeCondition(scope, sql`r.id`, 'jobRequestIds');
  return scopeCondition(scope, over === 'postings' ? sql`p.id` : sql`a.job_posting_id`, 'jobPostingIds');
}

export interface Period {
  from: string;
  to: string;
  today: string;
  timezone: string;
}

export async function openRoles(tx: Tx, companyId: number, today: string, scope: SQL) {
  const r = await tx.execute<Raw>(sql`SELECT p.id, p.title, p.closing_date::text AS closing_date,
      (SELECT count(*) FROM job_applications a WHERE a.company_id = p.company_id AND a.job_posting_id = p.id)::int AS applications
    FROM job_postings p WHERE p.company_id = ${companyId} AND ${openToday(today)} ${scope}
    ORDER BY p.published_at DESC NULLS LAST, p.id DESC LIMIT 20`);
  const count = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM job_postings p
    WHERE p.company_id = ${companyId} AND ${openToday(today)} ${scope}`);
  return {
    postings: Number(count.rows[0]?.n ?? 0),
    roles: r.rows.map((x) => ({
      id: Number(x.id),
      title: String(x.title),
      applications: Number(x.applications),
      closing_date: x.closing_date === null ? null : String(x.closing_date),
    })),
  };
}

export async function openPositions(tx: Tx, companyId: number, scope: SQL): Promise<number> {
  const r = await tx.execute<{
    n: number;
  }>(sql`SELECT coalesce(sum(r.remaining), 0)::int AS n FROM job_requests r
    WHERE r.company_id = ${companyId} AND r.status = 'approved' ${scope}`);
  return Number(r.rows[0]?.n ?? 0);
}

const applied = (p: Period) =>
  sql`(a.created_at AT TIME ZONE ${p.timezone})::date BETWEEN ${p.from}::date AND ${p.to}::date`;

export async function funnel(tx: Tx, companyId: number, p: Period, scope: SQL) {
  const r = await tx.execute<{ status: string; n: number }>(sql`SELECT a.status, count(*)::int AS n
    FROM job_applications a WHERE a.company_id = ${companyId} AND ${applied(p)} ${scope} GROUP BY a.status`);
  return new Map(r.rows.map((x) => [x.status, Number(x.n)]));
}

export async function bySource(tx: Tx, companyId: number, p: Period, scope: SQL) {
  const r = await tx.execute<{
    source: string;
    n: number;
    hired: number;
  }>(sql`SELECT a.source, count(*)::int AS n,
      count(*) FILTER (WHERE a.status = 'hired')::int AS hired
    FROM job_applications a WHERE a.company_id = ${companyId} AND ${applied(p)} ${scope} GROUP BY a.source ORDER BY n DESC, a.source`);
  return r.rows.map((x) => ({ source: x.source, count: Number(x.n), hired: Number(x.hired) }));
}

/** Days from applying to hired, for those hired within the period. */
export async function timeToHire(tx: Tx, companyId: number, p: Period, scope: SQL) {
  const r = await tx.execute<{
    hires: number;
    average: number | null;
    median: number | null;
  }>(sql`SELECT count(*)::int AS hires,
      round(avg(d)::numeric, 1)::float8 AS average,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY d))::numeric, 1)::float8 AS median
    FROM (SELECT extract(epoch FROM a.hired_at - a.created_at) / 86400.0 AS d FROM job_applications a
      WHERE a.company_id = ${companyId} AND a.hired_at IS NOT NULL
        AND (a.hired_at AT TIME ZONE ${p.timezone})::date BETWEEN ${p.from}::date AND ${p.to}::date ${scope}) x`);
  const row = r.rows[0];
  return {
    hires: Number(row?.hires ?? 0),
    average_days: row?.average === null || row?.average === undefined ? null : Number(row.average),
    median_days: row?.median === null || row?.median === undefined ? null : Number(row.median),
  };
}

export async function upcomingInterviews(tx: Tx, companyId: number, scope: SQL): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM interviews i
    JOIN job_applications a ON a.company_id = i.company_id AND a.id = i.application_id
    WHERE i.company_id = ${companyId} AND i.starts_at >= now() ${scope}`);
  return Number(r.rows[0]?.n ?? 0);
}
