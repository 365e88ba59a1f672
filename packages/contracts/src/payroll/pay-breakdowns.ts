import { z } from 'zod';
import type { PermissionSlug } from '../permissions/catalogue.ts';
import { rowId } from '../platform/fields.ts';

/**
 * The pay breakdown (payroll salary management, spec 3 §7): the components a pay package splits into
 * (Basic, Housing, Transport, …). The payroll issue owns it; until then the list is served for the
 * work rate form (issue 18 §1, ADR 37), from the table payroll will keep.
 */
export const PAY_BREAKDOWN_MESSAGES = {
  listed: 'Pay breakdowns fetched successfully',
} as const;

/** The same messages in French, by key (ADR 32). */
export const PAY_BREAKDOWN_MESSAGES_FR: { readonly [K in keyof typeof PAY_BREAKDOWN_MESSAGES]: string } = {
  listed: 'Répartition de la paie récupérée avec succès',
};

/**
 * Who may read the list: payroll's people, and whoever sets up overtime, whose work rate form picks
 * from it (ADR 37). A company without the payroll module still sets up work rates.
 */
export const PAY_BREAKDOWN_READERS: readonly PermissionSlug[] = [
  'view salary management',
  'manage salary settings',
  'manage overtime settings',
];

/** One pay breakdown item (spec 3 §3: shown by `allowance_name`). */
export const payBreakdownSchema = z.object({
  id: rowId,
  allowance_name: z.string(),
  /** Share of gross pay in percent, as two-decimal text; null when not set. */
  percentage: z.string().nullable(),
});
export type PayBreakdown = z.infer<typeof payBreakdownSchema>;
