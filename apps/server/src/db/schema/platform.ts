import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  type AnyPgColumn,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, ref, tenantTable, timestamps } from './columns.ts';

/** Shared lookup: industries offered at sign-up. No company_id: every tenant reads the same list. */
export const industries = pgTable('industries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

/** The tenant root. Its own id is the tenant key, so RLS compares `id` with the request's company. */
export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyName: text('company_name').notNull(),
    slug: text('slug').notNull(),
    companyLogo: text('company_logo'),
    currency: text('currency').notNull().default('naira'),
    accountType: text('account_type').notNull().default('basic'),
    timezone: text('timezone').notNull().default('Africa/Lagos'),
    /** The language of its users who chose none, and of mails to people without a user (ADR 32). */
    language: text('language').notNull().default('en'),
    industryId: ref('industry_id').references(() => industries.id),
    headStationId: ref('head_station_id'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    /** Whether a new employee has NHF deducted when the form does not say (issue 19). */
    nhfDefault: boolean('nhf_default').notNull().default(true),
    workingDays: jsonb('working_days').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Bumped by triggers whenever anything a signed-in session carries changes (users, roles,
     * permissions, employees, branches, modules, the company): cached sessions compare it.
     */
    sessionVersion: bigint('session_version', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    check('companies_language_check', sql`${t.language} IN ('en', 'fr')`),
  ],
);

/**
 * The unnamed keys most tenant tables carry (drizzle derives their names, short enough there): to the
 * company, ON DELETE CASCADE so removing a company takes its rows. Spelt once so every table states
 * tenancy the same way (ARCHITECTURE §3); other schema files take it from named-keys.ts.
 */
export const companyCascade = (t: { companyId: AnyPgColumn }) =>
  foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade');

/** Modules a company subscribes to (spec: packageModules). */
export const companyModules = tenantTable(
  'company_modules',
  {
    module: text('module').notNull(),
    expiresAt: instant('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_modules_module_key').on(t.companyId, t.module), companyCascade(t)],
);

/** One audit table for every module, written in the same transaction as the change it records. */
export const auditLogs = tenantTable(
  'audit_logs',
  {
    actorUserId: ref('actor_user_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    description: text('description').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_company_created_idx').on(t.companyId, t.createdAt.desc()), companyCascade(t)],
);

/** Every mail is written here first; with SMTP_URL it is then sent, otherwise it stays for inspection. */
export const mailOutbox = tenantTable(
  'mail_outbox',
  {
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    link: text('link'),
    /** pending | sent | failed (kept after its last retry) | kept (no SMTP_URL: stays for inspection) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [companyCascade(t)],
);

/** Sandbox-provider payments for subscriptions: the reference is verified before modules activate. */
export const payments = tenantTable(
  'payments',
  {
    reference: text('reference').notNull(),
    planId: text('plan_id').notNull(),
    modules: jsonb('modules').$type<string[]>().notNull(),
    employees: integer('employees').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('naira'),
    status: text('status').notNull().default('pending'),
    paidAt: instant('paid_at'),
    verifiedAt: instant('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_reference_key').on(t.companyId, t.reference), companyCascade(t)],
);

/** Messages sent from the Support screen; also mailed to the support address. */
export const supportMessages = tenantTable(
  'support_messages',
  {
    userId: ref('user_id'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [companyCascade(t)],
);

export const nowSql = sql`now()`;
