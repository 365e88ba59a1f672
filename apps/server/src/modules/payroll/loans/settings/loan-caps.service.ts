import {
  LOAN_CAP_MESSAGES as M,
  type LoanCapList,
  type LoanCapModelType,
  type LoanCapValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { invalidField } from '../../../../platform/http/errors.ts';
import { audit } from '../../../../platform/audit/audit.ts';
import * as repo from './loan-caps.repository.ts';

/** Every branch (or grade) with its cap or none; the spec's default model type is branch. */
export async function listCaps(
  ctx: SignedInContext,
  modelType: LoanCapModelType,
  search: string | undefined,
): Promise<LoanCapList> {
  const results = await repo.listCaps(ctx.tx, ctx.companyId, modelType, search || undefined);
  return { model_type: modelType, results, total: results.length };
}

/**
 * Sets the listed caps: an amount writes or replaces it, an empty one removes it, a branch or grade
 * not listed keeps its cap (the screen may send only the rows it shows under a search). An id that
 * is not the company's branch (or grade) is a 422 on that row, and nothing is written.
 */
export async function saveCaps(ctx: SignedInContext, v: LoanCapValues): Promise<LoanCapList> {
  const ids = v.caps.map((c) => c.model_id);
  const known = await repo.existingModelIds(ctx.tx, ctx.companyId, v.model_type, ids);
  const bad = v.caps.findIndex((c) => !known.has(c.model_id));
  if (bad >= 0) throw invalidField(`caps.${bad}.model_id`, M.modelInvalid);

  const before = await repo.capsOf(ctx.tx, ctx.companyId, v.model_type);
  const set = v.caps.flatMap((c) =>
    c.amount === null ? [] : [{ model_id: c.model_id, amount_kobo: c.amount }],
  );
  await repo.upsertCaps(ctx.tx, ctx.companyId, v.model_type, set);
  await repo.removeCaps(
    ctx.tx,
    ctx.companyId,
    v.model_type,
    v.caps.filter((c) => c.amount === null).map((c) => c.model_id),
  );
  const after = await repo.capsOf(ctx.tx, ctx.companyId, v.model_type);
  await audit(ctx, {
    action: 'update',
    entity: 'loan caps',
    description: `Updated loan caps by ${v.model_type}`,
    before,
    after,
  });
  return listCaps(ctx, v.model_type, undefined);
}
