import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  hasAnyPermission,
  PAY_BREAKDOWN_MESSAGES as M,
  PAY_BREAKDOWN_READERS,
  PAY_BREAKDOWN_RULE_MESSAGES as R,
  type ListPage,
  type PayBreakdown,
  type PayBreakdownListQuery,
  type PayBreakdownValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, forbidden, invalidField } from '../../../platform/http/errors.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { formulaProblems, type ComponentRule } from '../engine/components.ts';
import { FormulaProblem, parseFormula } from '../engine/formula.ts';
import * as repo from './pay-breakdowns.repository.ts';

// One name and one code per company, ignoring case: the indexes decide (ADR 18).
registerUniqueConstraint('pay_breakdowns_name_key', { field: 'allowance_name', message: M.nameTaken });
registerUniqueConstraint('pay_breakdowns_code_key', { field: 'code', message: M.codeTaken });

/**
 * Payroll's people and whoever sets up overtime (the work rate form) read the items; the route guard
 * takes one slug, so the reads are open to any signed-in user and this checks the readers (ADR 37).
 */
function mayRead(ctx: SignedInContext): void {
  if (!hasAnyPermission(ctx.user, PAY_BREAKDOWN_READERS)) throw forbidden();
}

/** Every item as an array without paging (the work rate form), one page with it (ADR 42). */
export async function listPayBreakdowns(
  ctx: SignedInContext,
  q: PayBreakdownListQuery,
): Promise<PayBreakdown[] | ListPage<PayBreakdown>> {
  mayRead(ctx);
  const search = q.search_query || undefined;
  if (q.page === undefined && q.perPage === undefined && q.per_page === undefined) {
    return repo.listAllPayBreakdowns(ctx.tx, ctx.companyId, search);
  }
  const perPage = q.perPage ?? q.per_page ?? DEFAULT_PAGE_SIZE;
  const offset = ((q.page ?? DEFAULT_PAGE) - 1) * perPage;
  return repo.listPayBreakdownPage(ctx.tx, ctx.companyId, search, perPage, offset);
}

export async function getPayBreakdown(ctx: SignedInContext, id: number): Promise<PayBreakdown> {
  mayRead(ctx);
  return orNotFound(await repo.findPayBreakdown(ctx.tx, ctx.companyId, id), M.notFound);
}

const payBreakdown: AuditedResource<PayBreakdown> = {
  entity: 'pay breakdown',
  name: (row) => `${row.allowance_name} (${row.code})`,
  find: getPayBreakdown,
};

const problemKey = (p: { payBreakdownId: number; message: string }) => `${p.payBreakdownId}:${p.message}`;

/** The field a change of this item that breaks another's formula is shown on. */
function breakingField(v: PayBreakdownValues, codeBefore: string | null): string {
  if (codeBefore !== null && codeBefore.toUpperCase() !== v.code) return 'code';
  return v.calculation_type === 'fixed' ? 'amount' : v.calculation_type;
}

/**
 * Writes the item, then checks every formula of the company with it (ADR 42): a problem of its own
 * formula is a 422 on `formula`; a problem it makes in another item's formula (a code renamed, an
 * amount now zero under a division) a 422 on the field it changed. Problems already there before the
 * write in other items are not this write's. The 422 rolls the write back.
 */
async function writeChecked(
  ctx: SignedInContext,
  v: PayBreakdownValues,
  codeBefore: string | null,
  write: () => Promise<number>,
): Promise<number> {
  const earlier = new Set(formulaProblems(await repo.lockedRules(ctx.tx, ctx.companyId)).map(problemKey));
  const id = await write();
  const rules = await repo.lockedRules(ctx.tx, ctx.companyId);
  const problems = formulaProblems(rules);
  const own = problems.find((p) => p.payBreakdownId === id);
  if (own) throw invalidField('formula', own.message);
  const made = problems.find((p) => !earlier.has(problemKey(p)));
  if (made) {
    const other = rules.find((r) => r.payBreakdownId === made.payBreakdownId)?.code ?? '';
    throw invalidField(breakingField(v, codeBefore), R.formulaBreaks(codeBefore ?? v.code, other));
  }
  return id;
}

export function createPayBreakdown(ctx: SignedInContext, v: PayBreakdownValues): Promise<PayBreakdown> {
  return auditedCreate(ctx, payBreakdown, () =>
    writeChecked(ctx, v, null, () => repo.insertPayBreakdown(ctx.tx, ctx.companyId, v)),
  );
}

export function updatePayBreakdown(
  ctx: SignedInContext,
  id: number,
  v: PayBreakdownValues,
): Promise<PayBreakdown> {
  return auditedUpdate(ctx, payBreakdown, id, async (before) => {
    await writeChecked(ctx, v, before.code, async () => {
      await repo.updatePayBreakdown(ctx.tx, ctx.companyId, id, v);
      return id;
    });
  });
}

/** The codes of the other items whose formula reads `code`. */
function formulasReading(rules: readonly ComponentRule[], id: number, code: string): string[] {
  return rules
    .filter((r) => r.payBreakdownId !== id && r.calculationType === 'formula' && r.formula)
    .filter((r) => {
      try {
        return parseFormula(r.formula as string).refs.includes(code.toUpperCase());
      } catch (error) {
        if (error instanceof FormulaProblem) return false;
        throw error;
      }
    })
    .map((r) => r.code);
}

/**
 * Refused while anything uses the item: a pay package or a work rate (their rows would go with it,
 * silently) or another item's formula. The company's items are locked first, so a package or work
 * rate taking the item meanwhile waits for this answer.
 */
export function deletePayBreakdown(ctx: SignedInContext, id: number): Promise<void> {
  return auditedDelete(ctx, payBreakdown, id, async (before) => {
    const rules = await repo.lockedRules(ctx.tx, ctx.companyId);
    const users = await repo.payBreakdownUsers(ctx.tx, ctx.companyId, id);
    if (users.packages.length > 0) throw conflict(R.usedByPackages(users.packages.join(', ')));
    if (users.workRates.length > 0) throw conflict(R.usedByWorkRates(users.workRates.join(', ')));
    const readers = formulasReading(rules, id, before.code);
    if (readers.length > 0) throw conflict(R.usedByFormulas(readers.join(', ')));
    await repo.deletePayBreakdown(ctx.tx, ctx.companyId, id);
  });
}
