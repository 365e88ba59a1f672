import {
  NOTIFICATION_MESSAGES as M,
  toPaging,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationReadResult,
  type NotificationsReadAllResult,
} from '@clockroom/contracts';
import type { AppDeps } from '../deps.ts';
import type { RequestContext, SignedInContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { audit } from '../audit/audit.ts';
import * as repo from './notifications.repository.ts';

export interface NotifyInput {
  /** Users, or employees (their user accounts; employees without one have no bell and are skipped). */
  recipients: { userIds: number[] } | { employeeIds: number[] };
  /** What kind of event, e.g. `leave.approval-requested`. */
  kind: string;
  title: string;
  body?: string | null;
  /** The app path the notification is about, e.g. `/admin/hrm/leaves/12`. */
  link?: string | null;
  /** Also mailed to recipients who want mail; the link, if any, is added to the text. */
  mail?: { subject: string; text: string };
}

/** An app path only: a notification must never send someone to another site. */
function appPath(link: string | null | undefined): string | null {
  if (!link) return null;
  if (!link.startsWith('/') || link.startsWith('//'))
    throw new Error(`notification link must be an app path: ${link}`);
  return link;
}

/**
 * The one call modules use to tell people about an event. It writes one row per recipient in the
 * caller's transaction, so the notification exists exactly when the event does, and queues a mail
 * (also in that transaction) for each recipient who wants mail, is active and has an address.
 */
export async function notify(
  ctx: RequestContext,
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  input: NotifyInput,
): Promise<{ notified: number; mailed: number }> {
  if (ctx.companyId === null) throw new Error('notify needs a tenant');
  const companyId = ctx.companyId;
  const link = appPath(input.link);
  const recipients = await repo.findRecipients(ctx.tx, companyId, input.recipients);
  await repo.insertNotifications(
    ctx.tx,
    companyId,
    recipients.map((r) => r.userId),
    { kind: input.kind, title: input.title, body: input.body ?? null, link },
  );
  const mail = input.mail;
  if (!mail) return { notified: recipients.length, mailed: 0 };
  const url = link ? `${deps.config.appUrl}${link}` : undefined;
  const text = url ? `${mail.text}\n\nOpen it in Clockroom: ${url}` : mail.text;
  const mailTo = recipients.filter((r) => r.notifyByMail && r.isActive && r.email.trim() !== '');
  for (const r of mailTo) {
    await deps.mailer.send(ctx, { to: r.email, subject: mail.subject, text, ...(url ? { link: url } : {}) });
  }
  return { notified: recipients.length, mailed: mailTo.length };
}

/**
 * A notice that no longer applies goes out of the bell: "waiting for your approval" once the item no
 * longer waits on these employees (they or a colleague decided it, or it was withdrawn).
 */
export async function clearNotices(
  ctx: RequestContext,
  input: { employeeIds: number[]; kind: string; link: string },
): Promise<number> {
  if (ctx.companyId === null) throw new Error('clearNotices needs a tenant');
  const recipients = await repo.findRecipients(ctx.tx, ctx.companyId, { employeeIds: input.employeeIds });
  return repo.markReadByLink(
    ctx.tx,
    ctx.companyId,
    recipients.map((r) => r.userId),
    input.kind,
    input.link,
  );
}

export async function listNotifications(
  ctx: SignedInContext,
  q: NotificationListQuery,
): Promise<NotificationPage> {
  const paging = toPaging(q);
  const results = await repo.listNotifications(
    ctx.tx,
    ctx.companyId,
    ctx.user.id,
    paging.perPage,
    paging.offset,
  );
  return { results, ...(await repo.countNotifications(ctx.tx, ctx.companyId, ctx.user.id)) };
}

export async function unreadCount(ctx: SignedInContext): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(ctx.tx, ctx.companyId, ctx.user.id) };
}

// Reading a notification is not audited: it changes nothing anyone else sees, and the bell would
// write an audit row per click.

/** Someone else's notification, in this company or another, is simply not found. */
export async function markRead(ctx: SignedInContext, id: number): Promise<NotificationReadResult> {
  const row = await repo.markRead(ctx.tx, ctx.companyId, ctx.user.id, id);
  if (!row) throw notFound(M.notFound);
  return { ...row, unread: await repo.countUnread(ctx.tx, ctx.companyId, ctx.user.id) };
}

export async function markAllRead(ctx: SignedInContext): Promise<NotificationsReadAllResult> {
  return { updated: await repo.markAllRead(ctx.tx, ctx.companyId, ctx.user.id), unread: 0 };
}

export async function getPreferences(ctx: SignedInContext): Promise<{ notify_by_mail: boolean }> {
  const notifyByMail = await repo.findMailPreference(ctx.tx, ctx.companyId, ctx.user.id);
  if (notifyByMail === undefined) throw notFound();
  return { notify_by_mail: notifyByMail };
}

export async function setPreferences(
  ctx: SignedInContext,
  input: { notify_by_mail: boolean },
): Promise<{ notify_by_mail: boolean }> {
  const before = await getPreferences(ctx);
  await repo.updateMailPreference(ctx.tx, ctx.companyId, ctx.user.id, input.notify_by_mail);
  const after = await getPreferences(ctx);
  await audit(ctx, {
    action: 'update-notification-preferences',
    entity: 'user',
    entityId: ctx.user.id,
    description: `${ctx.user.first_name} ${ctx.user.last_name} ${
      after.notify_by_mail ? 'turned on' : 'turned off'
    } notifications by mail`,
    before,
    after,
  });
  return after;
}
