import { DEFAULT_LANGUAGE, isLanguage, mailText } from '@clockroom/contracts';
import type { RequestContext } from '../http/context.ts';
import { requireCompany } from '../http/context.ts';
import { composeMail, type MailDraft } from './compose.ts';
import type { Mailer } from './mailer.ts';
import { recipientLanguage } from './mail.repository.ts';

/**
 * Queues a mail composed in its recipient's language (ADR 32): the user's, or the company's for an
 * address with no user behind it (`userId: null`).
 */
export async function sendMail(
  ctx: RequestContext,
  mailer: Mailer,
  recipient: { userId: number | null },
  draft: MailDraft,
): Promise<void> {
  const stored = await recipientLanguage(ctx.tx, requireCompany(ctx), recipient.userId);
  await mailer.send(ctx, composeMail(isLanguage(stored) ? stored : DEFAULT_LANGUAGE, draft));
}

/** A user a mail greets by name: their id (for their language), address and first name. */
export interface MailedUser {
  id: number;
  email: string;
  firstName: string;
}

/**
 * A mail to one user in their language that greets them by first name ("Hello Ada,") before its
 * parts: what the activation and password-reset mails begin with.
 */
export function mailUser(
  ctx: RequestContext,
  mailer: Mailer,
  user: MailedUser,
  draft: Omit<MailDraft, 'to'>,
): Promise<void> {
  return sendMail(
    ctx,
    mailer,
    { userId: user.id },
    { ...draft, to: user.email, parts: [mailText('greeting', { name: user.firstName }), ...draft.parts] },
  );
}
