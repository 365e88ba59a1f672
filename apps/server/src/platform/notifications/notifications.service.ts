import {
  DEFAULT_LANGUAGE,
  NOTIFICATION_MESSAGES as M,
  isLanguage,
  mailText,
  notificationTexts,
  type NotificationParams,
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
import { composeMail } from '../mail/compose.ts';
import * as repo from './notifications.repository.ts';

export interface NotifyInput {
  /** Users, or employees (their user accounts; employees without one have no bell and are skipped). */
  recipients: { userIds: number[] } | { employeeIds: number[] };
  /** `<area>.<event>`, e.g. `leave.approval-requested` (notification-kinds.ts in contracts). */
  kind: string;
  /**
   * The values of the kind's texts. No text and no screen is written here (ADR 32): each reader gets
   * the texts in their language, and the web opens the screen its table gives for the kind.
   */
  params: NotificationParams;
  /** Also mailed, in each recipient's language, to those who want mail. */
  mail?: boolean;
}

/**
 * A notification's mail: its title as the subject, then the title and body, and a link to the app
 * that opens the notification (the web marks it read and goes on to the screen of its kind).
 */
function noticeMail(deps: Pick<AppDeps, 'config'>, r: repo.Recipient, id: number, texts: NoticeTexts) {
  const link = `${deps.config.appUrl}/notifications/${id}`;
  return composeMail(isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE, {
    to: r.email,
    subject: texts.title,
    parts: [
      mailText('greeting', { name: r.firstName }),
      texts.title,
      ...(texts.body ? [texts.body] : []),
      { link, label: mailText('openInApp') },
    ],
    link,
  });
}
type NoticeTexts = NonNullable<ReturnType<typeof notificationTexts>>;

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
  const texts = notificationTexts(input.kind, input.params);
  if (!texts) throw new Error(`notification kind ${input.kind} has no texts in contracts`);
  const recipients = await repo.findRecipients(ctx.tx, ctx.companyId, input.recipients);
  const rows = await repo.insertNotifications(
    ctx.tx,
    ctx.companyId,
    recipients.map((r) => r.userId),
    { kind: input.kind, params: input.params },
  );
  if (!input.mail) return { notified: recipients.length, mailed: 0 };
  const mailTo = recipients.filter((r) => r.notifyByMail && r.isActive && r.email.trim() !== '');
  for (const r of mailTo) {
    const row = rows.find((n) => n.recipientUserId === r.userId);
    if (row) await deps.mailer.send(ctx, noticeMail(deps, r, row.id, texts));
  }
  return { notified: recipients.length, mailed: mailTo.length };
}

/**
 * A notice that no longer applies goes out of the bell: "waiting for your approval" once the item no
 * longer waits on these employees (they or a colleague decided it, or it was withdrawn).
 */
export async function clearNotices(
  ctx: RequestContext,
  input: { employeeIds: number[]; kind: string; subjectId: number },
): Promise<number> {
  if (ctx.companyId === null) throw new Error('clearNotices needs a tenant');
  const recipients = await repo.findRecipients(ctx.tx, ctx.companyId, { employeeIds: input.employeeIds });
  return repo.markReadAbout(
    ctx.tx,
    ctx.companyId,
    recipients.map((r) => r.userId),
    input.kind,
    input.subjectId,
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
