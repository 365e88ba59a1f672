import { z } from 'zod';

/**
 * How a payroll request taken through the approval engine answers its decision and the caller's part
 * in it (allowance claims and loan requests): one group, so both read the same to the inbox screens.
 */
export const requestApprovalStateFields = {
  decided_at: z.iso.datetime().nullable(),
  rejection_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** Pending and the caller may change or withdraw it. */
  can_edit: z.boolean(),
  /** It waits on the caller's decision now. */
  can_decide: z.boolean(),
  /** The level waiting on the caller (0 when none) and its label ('1st Approver'; 'Pending'). */
  level: z.number().int(),
  level_label: z.string(),
};
