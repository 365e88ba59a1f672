import {
  LOAN_TYPE_MESSAGES as M,
  toPaging,
  type ListPage,
  type LoanType,
  type LoanTypeListQuery,
  type LoanTypeValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { conflict, notFound } from '../../../../platform/http/errors.ts';
import { orNotFound } from '../../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  namedResource,
} from '../../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../../platform/db/unique-violations.ts';
import * as repo from './loan-types.repository.ts';

// One name per company, ignoring case: the index decides (ADR 18), so two saves at once cannot both pass.
registerUniqueConstraint('payroll_loan_types_name_key', { field: 'name', message: M.nameTaken });

export function listLoanTypes(ctx: SignedInContext, q: LoanTypeListQuery): Promise<ListPage<LoanType>> {
  const p = toPaging(q);
  return repo.listLoanTypes(
    ctx.tx,
    ctx.companyId,
    { search: p.search, status: q.status },
    p.perPage,
    p.offset,
  );
}

/** The type, or its 404 (another company's id included). */
export async function getLoanType(ctx: SignedInContext, id: number, lock = false): Promise<LoanType> {
  return orNotFound((await repo.findLoanTypes(ctx.tx, ctx.companyId, [id], lock))[0], M.notFound);
}

const loanType = namedResource<LoanType>('loan type', (ctx, id) => getLoanType(ctx, id));

export function createLoanType(ctx: SignedInContext, v: LoanTypeValues): Promise<LoanType> {
  return auditedCreate(ctx, loanType, () => repo.insertLoanType(ctx.tx, ctx.companyId, v));
}

/**
 * A change applies to requests made from now on: a loan keeps the rate, interest type and limits it
 * was granted under (the loan row copies them), so editing a type never moves a running schedule.
 */
export async function updateLoanType(ctx: SignedInContext, id: number, v: LoanTypeValues): Promise<LoanType> {
  await getLoanType(ctx, id, true);
  return auditedUpdate(ctx, loanType, id, () => repo.updateLoanType(ctx.tx, ctx.companyId, id, v));
}

/**
 * All or none: an id that is not the company's is a 404, and a type any loan uses (in whatever
 * state) is refused with a 409 naming it, since the loan's history points at it; set it inactive.
 */
export async function deleteLoanTypes(
  ctx: SignedInContext,
  ids: readonly number[],
): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const rows = await repo.findLoanTypes(ctx.tx, ctx.companyId, unique, true);
  if (rows.length !== unique.length) throw notFound(M.notFound);
  const used = rows.filter((r) => r.loans_count > 0);
  if (used.length) throw conflict(M.inUse(used.map((r) => r.name).join(', ')));
  await auditedDeleteMany(ctx, loanType, rows, () => repo.deleteLoanTypes(ctx.tx, ctx.companyId, unique));
  return { deleted: rows.length };
}
