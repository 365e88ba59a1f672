import type { Language } from '@clockroom/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as repo from './auth.repository.ts';

/**
 * The language switcher's choice, kept on the user (ADR 32): the next sign-in, on any device, opens
 * in it, and notifications and mails come in it. Audited like the mail preference, since mails to
 * the user change with it.
 */
export async function setLanguage(ctx: SignedInContext, language: Language): Promise<{ language: Language }> {
  const before = ctx.user.language;
  await repo.updateUser(ctx.tx, ctx.companyId, ctx.user.id, { language });
  if (before !== language)
    await audit(ctx, {
      action: 'update-language',
      entity: 'user',
      entityId: ctx.user.id,
      description: `${ctx.user.first_name} ${ctx.user.last_name} set their language to ${language}`,
      before: { language: before },
      after: { language },
    });
  return { language };
}
