import { sql, type SQL } from 'drizzle-orm';
import {
  JOB_REQUEST_MODULE,
  type JobRequest,
  type JobRequestListQuery,
  type JobRequestValues,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow, lockCompanyRow } from '../../../platform/db/rows.ts';
import { jobRequests } from '../../../db/schema/index.ts';
import { waitingOnCondition } from '../../../platform/approvals/approval-waiting.repository.ts';
import { toKobo, toNaira } from './requisition-rules.ts';
import { scopeCondition, type RecruiterScope } from '../recruiters/recruiter-scope.service.ts';

/**
 * Job requests (job_requests; ADR 66). Every statement names the company as well as relying on RLS
 * (ADR 18). Budgets are kept in kobo and answered in naira.
 */

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const SELECT = sql`SELECT r.id, r.title, r.department_id, d.department_name, r.designation_id,
    g.designation_name, r.branch_id, b.station_name AS branch_name, r.headcount, r.remaining, r.employment_type,
    r.justification, r.budget_min_kobo, r.budget_max_kobo, r.urgency, r.template_id, t.name AS template_name,
    r.status, r.rejection_reason, r.employee_id, concat_ws(' ', e.first_name, e.last_name) AS employee_name,
    (SELECT count(*)::int FROM job_postings p WHERE p.company_id = r.company_id AND p.job_request_id = r.id) AS postings_count,
    r.created_at, r.updated_at
  FROM job_requests r
  JOIN departments d ON d.company_id = r.company_id AND d.id = r.department_id
  JOIN branches b ON b.company_id = r.company_id AND b.id = r.branch_id
  LEFT JOIN employee_designations g ON g.company_id = r.company_id AND g.id = r.designation_id
  LEFT JOIN requisition_templates t ON t.company_id = r.company_id AND t.id = r.template_id
  LEFT JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id`;

const toRequest = (r: Raw): JobRequest => ({
  id: Number(r.id),
  title: String(r.title),
  department_id: Number(r.department_id),
  department_name: String(r.department_name),
  designation_id: num(r.designation_id),
  designation_name: str(r.designation_name),
  branch_id: Number(r.branch_id),
  branch_name: String(r.branch_name),
  headcount: Number(r.headcount),
  remaining: Number(r.remaining),
  employment_type: String(r.employment_type) as JobRequest['employment_type'],
  justification: str(r.justification),
  budget_min: toNaira(r.budget_min_kobo),
  budget_max: toNaira(r.budget_max_kobo),
  urgency: String(r.urgency) as JobRequest['urgency'],
  template_id: num(r.template_id),
  template_name: str(r.template_name),
  status: String(r.status) as JobRequest['status'],
  rejection_reason: str(r.rejection_reason),
  requested_by: r.employee_id === null ? null : { id: Number(r.employee_id), name: String(r.employee_name) },
  postings_count: Number(r.postings_count),
  created_at: new Date(String(r.created_at)).toISOString(),
  updated_at: new Date(String(r.updated_at)).toISOString(),
});

export type RequestFilter = Pick<
  JobRequestListQuery,
  'status' | 'urgency' | 'employment_type' | 'department_id' | 'branch_id'
> & {
  search?: string | undefined;
  waitingOn?: number;
  /** A recruiter's limit, or null for none. */
  scope: RecruiterScope;
};

export async function listRequests(
  tx: Tx,
  companyId: number,
  f: RequestFilter,
  limit: number,
  offset: number,
) {
  const where = sql`r.company_id = ${companyId} ${scopeCondition(f.scope, sql`r.id`, 'jobRequestIds')}
    ${f.search ? sql`AND r.title ILIKE ${`%${f.search}%`}` : sql``}
    ${f.status ? sql`AND r.status = ${f.status}` : sql``}
    ${f.urgency ? sql`AND r.urgency = ${f.urgency}` : sql``}
    ${f.employment_type ? sql`AND r.employment_type = ${f.employment_type}` : sql``}
    ${f.department_id ? sql`AND r.department_id = ${f.department_id}` : sql``}
    ${f.branch_id ? sql`AND r.branch_id = ${f.branch_id}` : sql``}
    ${f.waitingOn ? sql`AND ${waitingOnCondition(companyId, JOB_REQUEST_MODULE, f.waitingOn, sql`r.id`)}` : sql``}`;
  const from = sql`job_requests r`;
  const order = sql`r.created_at DESC, r.id DESC`;
  return filteredPage(tx, { select: SELECT, from, where, order, limit, offset }, toRequest);
}

export async function findRequests(tx: Tx, companyId: number, ids: number[], scope: RecruiterScope = null) {
  if (ids.length === 0) return [];
  const r =
    await tx.execute<Raw>(sql`${SELECT} WHERE r.company_id = ${companyId} ${scopeCondition(scope, sql`r.id`, 'jobRequestIds')}
    AND r.id = ANY(${pgArray(ids)}::bigint[]) ORDER BY r.id`);
  return r.rows.map(toRequest);
}

export async function findRequest(tx: Tx, companyId: number, id: number, scope: RecruiterScope = null) {
  return (await findRequests(tx, companyId, [id], scope))[0] ?? null;
}

export const lockRequest = (tx: Tx, companyId: number, id: number) =>
  lockCompanyRow(tx, jobRequests, companyId, id);

export async function insertRequest(
  tx: Tx,
  companyId: number,
  v: JobRequestValues,
  by: { userId: number; employeeId: number },
) {
  const r = await tx.execute<{
    id: string | number;
  }>(sql`INSERT INTO job_requests (company_id, title, department_id,
      designation_id, branch_id, headcount, remaining, employment_type, justification, budget_min_kobo, budget_max_kobo,
      urgency, template_id, employee_id, created_by_user_id)
    VALUES (${companyId}, ${v.title}, ${v.department_id}, ${v.designation_id ?? null}, ${v.branch_id}, ${v.headcount},
      ${v.headcount}, ${v.employment_type}, ${v.justification ?? null}, ${toKobo(v.budget_min)}, ${toKobo(v.budget_max)},
      ${v.urgency}, ${v.template_id ?? null}, ${by.employeeId}, ${by.userId}) RETURNING id`);
  return Number(expectRow(r.rows, 'job request insert').id);
}

/** Only while pending: nothing is hired yet, so `remaining` follows the headcount. */
export async function updateRequest(tx: Tx, companyId: number, id: number, v: JobRequestValues) {
  await tx.execute(sql`UPDATE job_requests SET title = ${v.title}, department_id = ${v.department_id},
      designation_id = ${v.designation_id ?? null}, branch_id = ${v.branch_id}, headcount = ${v.headcount},
      remaining = ${v.headcount}, employment_type = ${v.employment_type}, justification = ${v.justification ?? null},
      budget_min_kobo = ${toKobo(v.budget_min)}, budget_max_kobo = ${toKobo(v.budget_max)}, urgency = ${v.urgency},
      template_id = ${v.template_id ?? null}, rejection_reason = NULL, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteRequest(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM job_requests WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setStatus(tx: Tx, companyId: number, id: number, status: 'approved' | 'rejected') {
  await tx.execute(sql`UPDATE job_requests SET status = ${status}, decided_at = now(), updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setRejectionReason(tx: Tx, companyId: number, ids: number[], reason: string | null) {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE job_requests SET rejection_reason = ${reason}
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
}

/** Which of the references are the company's (each false one is a 422 on its field). */
export async function referencesExist(
  tx: Tx,
  companyId: number,
  v: {
    department_id?: number | null;
    designation_id?: number | null;
    branch_id?: number | null;
    template_id?: number | null;
  },
) {
  const one = async (table: SQL, id: number | null | undefined) => {
    if (!id) return true;
    const r = await tx.execute(sql`SELECT 1 FROM ${table} WHERE company_id = ${companyId} AND id = ${id}`);
    return r.rows.length > 0;
  };
  return {
    department_id: await one(sql`departments`, v.department_id),
    designation_id: await one(sql`employee_designations`, v.designation_id),
    branch_id: await one(sql`branches`, v.branch_id),
    template_id: await one(sql`requisition_templates`, v.template_id),
  };
}
