import { DEFAULT_LANGUAGE, mailText } from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { composeMail } from '../../platform/mail/compose.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { audit } from '../../platform/audit/audit.ts';
import { insertSupportMessage } from './support.repository.ts';

/** Kept in the company's records and mailed to the support desk with who asked and from where. */
export async function sendSupportMessage(
  ctx: SignedInContext,
  deps: AppDeps,
  input: { subject: string; message: string },
): Promise<void> {
  const id = await insertSupportMessage(ctx.tx, { companyId: ctx.companyId, userId: ctx.user.id, ...input });
  const who = `${ctx.user.first_name} ${ctx.user.last_name} <${ctx.user.email}>`;
  const company = ctx.user.employee.company;
  // The support desk reads English, whatever the sender's language.
  await deps.mailer.send(
    ctx,
    composeMail(DEFAULT_LANGUAGE, {
      to: deps.config.supportEmail,
      subject: mailText('supportSubject', { id: String(id), subject: input.subject }),
      parts: [
        mailText('supportFrom', { who }),
        mailText('supportCompany', { company: company.company_name, company_id: company.slug }),
        { written: input.message },
      ],
    }),
  );
  await audit(ctx, {
    action: 'create',
    entity: 'support_message',
    entityId: id,
    description: `Sent a support message: ${input.subject}`,
  });
}
