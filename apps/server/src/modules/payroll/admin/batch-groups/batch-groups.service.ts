import { BATCH_GROUP_MESSAGES as M, type BatchGroupValues } from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { AppError } from '../../../../platform/http/errors.ts';
import { namedSettings } from '../../../../platform/audit/named-settings.ts';
import { registerUniqueConstraint } from '../../../../platform/db/unique-violations.ts';
import * as repo from './batch-groups.repository.ts';

/** Batch groups (issue 19 "batching and grouping", ADR 48): payment batches by bank, branch or a list. */

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('payroll_batch_groups_name_key', { field: 'name', message: M.nameTaken });

/** The chosen banks must be known, the branches and employees the company's: each on its field. */
async function checkMembers(ctx: SignedInContext, v: BatchGroupValues): Promise<void> {
  const lists = [
    ['banks', 'bank_ids', v.bank_ids, M.banksInvalid],
    ['branches', 'branch_ids', v.branch_ids, M.branchesInvalid],
    ['employees', 'employee_ids', v.employee_ids, M.employeesInvalid],
  ] as const;
  const errors: { field: string; message: string }[] = [];
  for (const [kind, field, ids, message] of lists) {
    if (ids.length && (await repo.countKnown(ctx.tx, ctx.companyId, kind, ids)) !== ids.length)
      errors.push({ field, message });
  }
  const [first] = errors;
  if (first) throw new AppError(422, first.message, errors);
}

const groups = namedSettings({
  entity: 'batch group',
  notFound: M.notFound,
  rows: {
    list: repo.listGroups,
    find: repo.findGroup,
    insert: repo.insertGroup,
    update: repo.updateGroup,
    remove: repo.deleteGroup,
  },
  check: checkMembers,
});

export const {
  list: listGroups,
  get: getGroup,
  create: createGroup,
  update: updateGroup,
  remove: deleteGroup,
} = groups;
