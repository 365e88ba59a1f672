import { z } from 'zod';
import { idArray, optionalText, requiredName, rowCount, rowId } from '../../platform/fields.ts';
import { BATCH_BY, BATCH_GROUP_MESSAGES as M } from './batch-groups-messages.ts';

/**
 * A payment batch (spec 3 "batching-and-grouping", ADR 48): employees grouped by their bank, by
 * their branch, or a custom list. The salary schedule filters by groups (`group_ids`).
 */

const ids = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), idArray(message).optional());

/**
 * POST/PUT /payroll/salarymanagement/settings/batching-and-grouping. `bank_ids` for `bank`,
 * `branch_ids` for `branch`, `employee_ids` for `custom`; the lists of the other kinds are dropped.
 */
export const batchGroupInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    description: optionalText(1000, M.descriptionTooLong),
    batch_by: z.enum(BATCH_BY, { error: M.batchByInvalid }),
    bank_ids: ids(M.banksInvalid),
    branch_ids: ids(M.branchesInvalid),
    employee_ids: ids(M.employeesInvalid),
  })
  .superRefine((v, ctx) => {
    const need = {
      bank: ['bank_ids', M.banksRequired],
      branch: ['branch_ids', M.branchesRequired],
      custom: ['employee_ids', M.employeesRequired],
    } as const;
    const [field, message] = need[v.batch_by];
    if (!v[field]?.length) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((v) => {
    const kept = (kind: (typeof BATCH_BY)[number], list: number[] | undefined) =>
      v.batch_by === kind ? [...new Set(list ?? [])].sort((a, b) => a - b) : [];
    return {
      name: v.name,
      description: v.description ?? null,
      batch_by: v.batch_by,
      bank_ids: kept('bank', v.bank_ids),
      branch_ids: kept('branch', v.branch_ids),
      employee_ids: kept('custom', v.employee_ids),
    };
  });
export type BatchGroupInput = z.input<typeof batchGroupInputSchema>;
export type BatchGroupValues = z.output<typeof batchGroupInputSchema>;

/** A group in the list: what it batches by and the names of its banks or branches. */
export const batchGroupRowSchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  batch_by: z.enum(BATCH_BY),
  bank_ids: z.array(rowId),
  branch_ids: z.array(rowId),
  banks: z.array(z.object({ id: rowId, bank_name: z.string() })),
  branches: z.array(z.object({ id: rowId, station_name: z.string() })),
  /** The employees in it now: those with one of its banks or branches, or those listed. */
  employees_count: rowCount,
  created_at: z.string(),
  updated_at: z.string(),
});
export type BatchGroupRow = z.infer<typeof batchGroupRowSchema>;

/** One group, with the employees of a custom group. */
export const batchGroupSchema = batchGroupRowSchema.extend({
  employee_ids: z.array(rowId),
  employees: z.array(z.object({ id: rowId, name: z.string(), pin: z.string().nullable() })),
});
export type BatchGroup = z.infer<typeof batchGroupSchema>;
