import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationItem, NotificationParams } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import { pageBound } from '../db/paging.ts';
import { companies, employees, notifications, users } from '../../db/schema/index.ts';
import { toItem } from './notification-view.ts';
import { updateCompanyRow } from '../db/rows.ts';
import { employeeOfUser } from '../db/employee-joins.ts';

/**
 * Every statement names the company as well as relying on RLS: the explicit filter keeps the
 * (company_id, recipient_user_id) indexes in use and documents the scope where it is read.
 */

export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
  /** Theirs, else the company's (ADR 32): the language of their mail. */
  language: string;
  notifyByMail: boolean;
  isActive: boolean;
}

/** The users of the company among `userIds`, or the users of the employees among `employeeIds`. */
export async function findRecipients(
  tx: Tx,
  companyId: number,
  by: { userIds: number[] } | { employeeIds: number[] },
): Promise<Recipient[]> {
  const ids = 'userIds' in by ? by.userIds : by.employeeIds;
  if (ids.length === 0) return [];
  const column = 'userIds' in by ? users.id : users.employeeId;
  return tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: employees.firstName,
      language: sql<string>`coalesce(${users.language}, ${companies.language})`,
      notifyByMail: users.notifyByMail,
      isActive: users.isActive,
    })
    .from(users)
    .innerJoin(employees, employeeOfUser)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), inArray(column, ids)))
    .orderBy(users.id);
}

/** One row per recipient; answers each recipient's notification id (their mail links to it). */
export async function insertNotifications(
  tx: Tx,
  companyId: number,
  recipientUserIds: number[],
  n: { kind: string; params: NotificationParams },
): Promise<{ id: number; recipientUserId: number }[]> {
  if (recipientUserIds.length === 0) return [];
  return tx
    .insert(notifications)
    .values(recipientUserIds.map((recipientUserId) => ({ companyId, recipientUserId, ...n })))
    .returning({ id: notifications.id, recipientUserId: notifications.recipientUserId });
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  params: notifications.params,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

const mine = (companyId: number, userId: number) =>
  and(eq(notifications.companyId, companyId), eq(notifications.recipientUserId, userId));

export async function listNotifications(
  tx: Tx,
  companyId: number,
  userId: number,
  limit: number,
  offset: number,
): Promise<NotificationItem[]> {
  const rows = await tx
    .select(columns)
    .from(notifications)
    .where(mine(companyId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageBound(limit))
    .offset(pageBound(offset));
  return rows.map(toItem);
}

/** Total and unread in one statement; both read the recipient index. */
export async function countNotifications(
  tx: Tx,
  companyId: number,
  userId: number,
): Promise<{ total: number; unread: number }> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) FILTER (WHERE ${notifications.readAt} IS NULL))::int`,
    })
    .from(notifications)
    .where(mine(companyId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function countUnread(tx: Tx, companyId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(companyId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; a second call keeps the first read time. */
export async function markRead(
  tx: Tx,
  companyId: number,
  userId: number,
  id: number,
): Promise<NotificationItem | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(mine(companyId, userId), eq(notifications.id, id)))
    .returning(columns);
  return row ? toItem(row) : undefined;
}

export async function markAllRead(tx: Tx, companyId: number, userId: number): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(companyId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findMailPreference(
  tx: Tx,
  companyId: number,
  userId: number,
): Promise<boolean | undefined> {
  const [row] = await tx
    .select({ notifyByMail: users.notifyByMail })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.notifyByMail;
}

export async function updateMailPreference(
  tx: Tx,
  companyId: number,
  userId: number,
  notifyByMail: boolean,
): Promise<void> {
  await updateCompanyRow(tx, users, companyId, userId, { notifyByMail, updatedAt: new Date() });
}

/**
 * The bell keeps what is still useful: read notifications for 90 days, unread ones for a year
 * (the event they point to is long settled by then), then the hourly clean-up deletes them.
 */
export async function deleteOldNotifications(tx: Tx, companyId: number, now: Date): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const rows = await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.companyId, companyId),
        sql`(${notifications.readAt} IS NOT NULL AND ${notifications.createdAt} < ${new Date(now.getTime() - 90 * day)})
          OR ${notifications.createdAt} < ${new Date(now.getTime() - 365 * day)}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Marks read the unread notices of one kind about one item sent to these users: by the item's id in
 * their params, or, on rows written before kinds carried params, by their link's `?id=` (ADR 32).
 */
export async function markReadAbout(
  tx: Tx,
  companyId: number,
  userIds: number[],
  kind: string,
  subjectId: number,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const id = String(subjectId);
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.companyId, companyId),
        inArray(notifications.recipientUserId, userIds),
        eq(notifications.kind, kind),
        isNull(notifications.readAt),
        sql`(${notifications.params} ->> 'id' = ${id} OR (${notifications.params} IS NULL AND ${notifications.link} LIKE ${`%?id=${id}`}))`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
