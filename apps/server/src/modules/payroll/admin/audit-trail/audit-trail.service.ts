import {
  AUDIT_TRAIL_MESSAGES as M,
  toPaging,
  type AuditTrailEntry,
  type AuditTrailQuery,
  type AuditTrailRow,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { changesOf } from './audit-changes.ts';
import * as repo from './audit-trail.repository.ts';

/** The payroll audit trail (issue 19, ADR 48): read only; the writes audit themselves. */

export async function listTrail(ctx: SignedInContext, q: AuditTrailQuery): Promise<ListPage<AuditTrailRow>> {
  const p = toPaging(q);
  const filter = {
    entity: q.entity,
    search: p.search,
    from: q.from,
    to: q.to,
    timezone: ctx.user.employee.company.timezone,
  };
  const page = await repo.listTrail(ctx.tx, ctx.companyId, filter, p.perPage, p.offset);
  return {
    total: page.total,
    results: page.results.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
  };
}

export async function getEntry(ctx: SignedInContext, id: number): Promise<AuditTrailEntry> {
  const row = await repo.findEntry(ctx.tx, ctx.companyId, id);
  if (!row) throw notFound(M.notFound);
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    changes: changesOf(row.before, row.after),
  };
}
