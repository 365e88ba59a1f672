import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import type { NotificationParams } from '@clockroom/contracts';
import { cascadeTo, createdAt, instant, ref, tenantTable, timestamps } from './columns.ts';
import { companyCascade } from './named-keys.ts';
import { users } from './access.ts';

/**
 * A tenant's record of a background job (ADR 13). pg-boss owns the queue in its own schema and knows
 * no tenant; this row is what the tenant sees: state, progress, error and result, under RLS.
 */
export const jobs = tenantTable(
  'jobs',
  {
    /** The registered handler, e.g. `mail.deliver`, `export.organization-report`. */
    kind: text('kind').notNull(),
    /** queued | running | retrying | completed | failed */
    state: text('state').notNull().default('queued'),
    progress: doublePrecision('progress').notNull().default(0),
    progressMessage: text('progress_message'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    result: jsonb('result'),
    requestedByUserId: ref('requested_by_user_id'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    ...timestamps(),
  },
  (t) => [index('jobs_company_state_idx').on(t.companyId, t.state, t.createdAt.desc()), companyCascade(t)],
);

/** In-app notifications, one row per recipient, written in the transaction of the event. */
export const notifications = tenantTable(
  'notifications',
  {
    recipientUserId: ref('recipient_user_id').notNull(),
    /**
     * What kind of event, e.g. `leave.approval-requested`. With `params` it says everything: readers
     * render the texts in their own language and the web picks the screen it opens (ADR 32).
     */
    kind: text('kind').notNull(),
    /** The values the kind's texts are filled with; null on rows written before ADR 32's kinds. */
    params: jsonb('params').$type<NotificationParams>(),
    /** English title, body and app path of the rows written before; new rows leave them null. */
    title: text('title'),
    body: text('body'),
    link: text('link'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.companyId, t.recipientUserId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.companyId, t.recipientUserId)
      .where(sql`read_at IS NULL`),
    companyCascade(t),
    cascadeTo(users, t, t.recipientUserId),
  ],
);
