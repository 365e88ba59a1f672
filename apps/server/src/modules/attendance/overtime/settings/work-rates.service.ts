import {
  OVERTIME_SETTINGS_MESSAGES as M,
  type ListPage,
  type PagingQuery,
  type WorkRate,
  type WorkRateValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { invalidField } from '../../../../platform/http/errors.ts';
import { searchedPage } from '../../../../platform/http/company-rows.ts';
import { auditedCreate } from '../../../../platform/audit/audited-writes.ts';
import { companyResource } from '../../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../../platform/db/unique-violations.ts';
import { heldSetting } from './overtime-assignments.service.ts';
import * as repo from './work-rates.repository.ts';

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('overtime_work_rates_name_key', {
  field: 'group_name',
  message: M.workRateNameTaken,
});

export function listWorkRates(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<WorkRate>> {
  return searchedPage(ctx, q, repo.listWorkRates);
}

const workRate = companyResource('work rate', 'group_name', repo.findWorkRate, M.workRateNotFound);
export const getWorkRate = workRate.find;

/** The chosen pay breakdown items must be the company's. */
async function checkCharges(ctx: SignedInContext, v: WorkRateValues): Promise<void> {
  const n = await repo.countPayBreakdowns(ctx.tx, ctx.companyId, v.payroll_charges);
  if (n !== v.payroll_charges.length) throw invalidField('payroll_charges', M.payBreakdownInvalid);
}

export async function createWorkRate(ctx: SignedInContext, v: WorkRateValues): Promise<WorkRate> {
  return auditedCreate(ctx, workRate, async () => {
    await checkCharges(ctx, v);
    return repo.insertWorkRate(ctx.tx, ctx.companyId, v);
  });
}

const held = heldSetting('work_rate', workRate, (ctx, id) => repo.deleteWorkRate(ctx.tx, ctx.companyId, id));

/** A rate's salary, charges or days change its holders' overtime amounts: they are recomputed. */
export function updateWorkRate(ctx: SignedInContext, id: number, v: WorkRateValues): Promise<WorkRate> {
  return held.update(ctx, id, async () => {
    await checkCharges(ctx, v);
    await repo.updateWorkRate(ctx.tx, ctx.companyId, id, v);
  });
}

export const deleteWorkRate = held.remove;
export const assignToWorkRate = held.assign;
export const workRateAssignables = held.assignables;
