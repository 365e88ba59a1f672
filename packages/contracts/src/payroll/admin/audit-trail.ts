import { z } from 'zod';
import { optionalCalendarDate } from '../../platform/dates.ts';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { rowId } from '../../platform/fields.ts';

/**
 * The payroll audit trail (issue 19 "audit", spec 3 §2 audit-trail/view-all and view/{id}, ADR 48):
 * the audit log's rows whose entity is payroll's, newest first, with who, when, before and after.
 */

/** Every entity a payroll write audits under (docs: the payroll interfaces' "Audit"); the trail lists exactly these. */
export const PAYROLL_AUDIT_ENTITIES = [
  'pay breakdown',
  'pay package',
  'pay package assignment',
  'statutory deduction',
  'company remittance',
  'allowance',
  'extra allowance',
  'allowance claim',
  'batch group',
  'payroll run',
  'payroll confirmation',
  'payment history upload',
  'employee payroll details',
] as const;
export type PayrollAuditEntity = (typeof PAYROLL_AUDIT_ENTITIES)[number];

export const AUDIT_TRAIL_MESSAGES = {
  listed: 'Audit trail fetched successfully',
  loaded: 'Audit entry fetched successfully',
  notFound: 'Audit entry not found',
  entityInvalid: 'Please select a payroll record type from the list',
  fromInvalid: 'Please enter the start date as yyyy-MM-dd',
  toInvalid: 'Please enter the end date as yyyy-MM-dd',
  rangeOrder: 'The start date must be on or before the end date',
} as const;

/** The same messages in French, by key (ADR 32). */
export const AUDIT_TRAIL_MESSAGES_FR: { readonly [K in keyof typeof AUDIT_TRAIL_MESSAGES]: string } = {
  listed: 'Piste d’audit récupérée avec succès',
  loaded: 'Entrée d’audit récupérée avec succès',
  notFound: 'Entrée d’audit introuvable',
  entityInvalid: 'Veuillez choisir un type d’enregistrement de paie dans la liste',
  fromInvalid: 'Veuillez saisir la date de début au format aaaa-MM-jj',
  toInvalid: 'Veuillez saisir la date de fin au format aaaa-MM-jj',
  rangeOrder: 'La date de début doit précéder ou égaler la date de fin',
};

const M = AUDIT_TRAIL_MESSAGES;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * GET /payroll/audit-trail: paging, `search_query` on who did it (and what the entry says), `from`
 * and `to` (days in the company's timezone, both included) and `entity` (one of the list).
 */
export const auditTrailQuerySchema = pagingQuerySchema
  .extend({
    from: optionalCalendarDate(M.fromInvalid),
    to: optionalCalendarDate(M.toInvalid),
    entity: z.preprocess(blank, z.enum(PAYROLL_AUDIT_ENTITIES, { error: M.entityInvalid }).optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.rangeOrder, path: ['to'] });
export type AuditTrailQuery = z.infer<typeof auditTrailQuerySchema>;

/** One entry of the list. */
export const auditTrailRowSchema = z.object({
  id: rowId,
  /** create | update | delete, or the write's own verb (assign, confirm, upload). */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  description: z.string(),
  /** Who did it, as named when they did; null for work no one signed in did. */
  actor_name: z.string().nullable(),
  /** ISO 8601 instant. */
  created_at: z.string(),
});
export type AuditTrailRow = z.infer<typeof auditTrailRowSchema>;

/** A value as the before/after table shows it: text, a number, yes/no, or nothing. */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/**
 * One changed field: its path in the record (`name`, `pay_breakdowns.2.amount`), before and after.
 * A create lists what was set (before null), a delete what was there (after null).
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: auditValueSchema,
  after: auditValueSchema,
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** GET /payroll/audit-trail/{id}: the entry, its snapshots as written, and the changed fields. */
export const auditTrailEntrySchema = auditTrailRowSchema.extend({
  actor_user_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  changes: z.array(auditChangeSchema),
});
export type AuditTrailEntry = z.infer<typeof auditTrailEntrySchema>;
