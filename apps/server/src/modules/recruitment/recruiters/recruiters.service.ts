import {
  RECRUITER_MESSAGES as M,
  type ListPage,
  type PagingQuery,
  type Recruiter,
  type RecruiterValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { searchedPage } from '../../../platform/http/company-rows.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../../platform/audit/audited-writes.ts';
import { companyResource } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './recruiters.repository.ts';

/** Recruiter settings (ADR 66): who recruits, and which requisitions and postings they see. */

registerUniqueConstraint('recruiters_employee_key', { field: 'employee_id', message: M.employeeTaken });

export function listRecruiters(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<Recruiter>> {
  return searchedPage(ctx, q, repo.listRecruiters);
}

const recruiter = companyResource('recruiter', 'employee_name', repo.findRecruiter, M.notFound);
export const getRecruiter = recruiter.find;

async function checkReferences(ctx: SignedInContext, v: RecruiterValues) {
  const count = (table: 'employees' | 'job_requests' | 'job_postings', ids: number[]) =>
    repo.countOf(ctx.tx, ctx.companyId, table, ids);
  if ((await count('employees', [v.employee_id])) !== 1)
    throw invalidField('employee_id', M.employeeNotFound);
  if ((await count('job_requests', v.job_request_ids)) !== new Set(v.job_request_ids).size)
    throw invalidField('job_request_ids', M.jobRequestNotFound);
  if ((await count('job_postings', v.job_posting_ids)) !== new Set(v.job_posting_ids).size)
    throw invalidField('job_posting_ids', M.jobPostingNotFound);
}

export async function createRecruiter(ctx: SignedInContext, v: RecruiterValues) {
  await checkReferences(ctx, v);
  return auditedCreate(ctx, recruiter, () => repo.insertRecruiter(ctx.tx, ctx.companyId, v));
}

export const updateRecruiter = (ctx: SignedInContext, id: number, v: RecruiterValues) =>
  auditedUpdate(ctx, recruiter, id, async () => {
    await checkReferences(ctx, v);
    await repo.updateRecruiter(ctx.tx, ctx.companyId, id, v);
  });

export const deleteRecruiter = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, recruiter, id, () => repo.deleteRecruiter(ctx.tx, ctx.companyId, id));
