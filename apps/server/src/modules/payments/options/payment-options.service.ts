import {
  PAYMENT_OPTION_MESSAGES as M,
  toPaging,
  type ListPage,
  type PaymentOption,
  type PaymentOptionListQuery,
  type PaymentOptionValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { countPaymentOptionUses } from './payment-option-uses.ts';
import * as repo from './payment-options.repository.ts';

// One name per company, ignoring case: the index decides (ADR 18), so two saves at once cannot both pass.
registerUniqueConstraint('payment_options_name_key', { field: 'name', message: M.nameTaken });

const answer = (row: repo.OptionRow, uses: number): PaymentOption => ({
  id: row.id,
  name: row.name,
  type: row.type,
  bank_file_format: row.bank_file_format,
  mandates_count: row.mandates_count,
  uploads_count: uses,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listOptions(
  ctx: SignedInContext,
  q: PaymentOptionListQuery,
): Promise<ListPage<PaymentOption>> {
  const p = toPaging(q);
  const { results: rows, total } = await repo.listOptions(
    ctx.tx,
    ctx.companyId,
    { search: p.search, type: q.type },
    p.perPage,
    p.offset,
  );
  const uses = await countPaymentOptionUses(
    ctx.tx,
    ctx.companyId,
    rows.map((r) => r.id),
  );
  return { results: rows.map((r) => answer(r, uses.get(r.id) ?? 0)), total };
}

/** The option with its uses, or its 404 (another company's id included). */
export async function getOption(ctx: SignedInContext, id: number, lock = false): Promise<PaymentOption> {
  const row = orNotFound(await repo.findOption(ctx.tx, ctx.companyId, id, lock), M.notFound);
  const uses = await countPaymentOptionUses(ctx.tx, ctx.companyId, [id]);
  return answer(row, uses.get(id) ?? 0);
}

const option = namedResource<PaymentOption>('payment option', (ctx, id) => getOption(ctx, id));

export function createOption(ctx: SignedInContext, v: PaymentOptionValues): Promise<PaymentOption> {
  return auditedCreate(ctx, option, () => repo.insertOption(ctx.tx, ctx.companyId, v));
}

/**
 * Renaming is always allowed; an option payment uploads use keeps its type and format, since its
 * schedules were approved to be paid that way.
 */
export async function updateOption(
  ctx: SignedInContext,
  id: number,
  v: PaymentOptionValues,
): Promise<PaymentOption> {
  const before = await getOption(ctx, id, true);
  const kindChanged = before.type !== v.type || before.bank_file_format !== v.bank_file_format;
  if (kindChanged && before.uploads_count > 0) throw conflict(M.kindLocked);
  return auditedUpdate(ctx, option, id, () => repo.updateOption(ctx.tx, ctx.companyId, id, v));
}

/** Deletes the option and its mandates; one that payment uploads use is refused with a 409. */
export async function deleteOption(ctx: SignedInContext, id: number): Promise<void> {
  await getOption(ctx, id, true);
  await auditedDelete(ctx, option, id, async (before) => {
    if (before.uploads_count > 0) throw conflict(M.inUse);
    await repo.deleteOption(ctx.tx, ctx.companyId, id);
  });
}
