import { DEFAULT_LANGUAGE, isLanguage } from '@clockroom/contracts';
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
