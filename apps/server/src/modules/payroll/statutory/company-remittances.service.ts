import {
  COMPANY_REMITTANCE_MESSAGES as M,
  hasAnyPermission,
  STATUTORY_READERS,
  type CompanyRemittance,
  type CompanyRemittanceValues,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, forbidden, invalidField } from '../../../platform/http/errors.ts';
import { searchedPage } from '../../../platform/http/company-rows.ts';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../../platform/audit/audited-writes.ts';
import { companyResource } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './company-remittances.repository.ts';

/**
 * Company remittances (spec 3 §7, ADR 43). The statutory three keep their code and base, which the
 * schedule lines and the NSITF and pension schedules name them by; they may be re-rated or disabled.
 */

// One code per company, ignoring case: the index decides (ADR 18).
registerUniqueConstraint('company_remittances_code_key', { field: 'code', message: M.codeTaken });

function checkReader(ctx: SignedInContext): void {
  if (!hasAnyPermission(ctx.user, STATUTORY_READERS)) throw forbidden();
}

export function listRemittances(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<CompanyRemittance>> {
  checkReader(ctx);
  return searchedPage(ctx, q, repo.listRemittances);
}

const remittance = companyResource(
  'company remittance',
  (row: CompanyRemittance) => `${row.name} (${row.code})`,
  repo.findRemittance,
  M.notFound,
);

export function getRemittance(ctx: SignedInContext, id: number): Promise<CompanyRemittance> {
  checkReader(ctx);
  return remittance.find(ctx, id);
}

export function createRemittance(
  ctx: SignedInContext,
  v: CompanyRemittanceValues,
): Promise<CompanyRemittance> {
  return auditedCreate(ctx, remittance, () => repo.insertRemittance(ctx.tx, ctx.companyId, v));
}

export function updateRemittance(
  ctx: SignedInContext,
  id: number,
  v: CompanyRemittanceValues,
): Promise<CompanyRemittance> {
  return auditedUpdate(ctx, remittance, id, async () => {
    const current = await remittance.find(ctx, id, true);
    const base = v.base ?? current.base;
    if (current.is_statutory && current.code !== v.code) throw invalidField('code', M.statutoryCodeFixed);
    if (current.is_statutory && current.base !== base) throw invalidField('base', M.statutoryBaseFixed);
    await repo.updateRemittance(ctx.tx, ctx.companyId, id, { ...v, base });
  });
}

export function deleteRemittance(ctx: SignedInContext, id: number): Promise<void> {
  return auditedDelete(ctx, remittance, id, async () => {
    const current = await remittance.find(ctx, id, true);
    if (current.is_statutory) throw conflict(M.statutoryKept);
    await repo.deleteRemittance(ctx.tx, ctx.companyId, id);
  });
}
