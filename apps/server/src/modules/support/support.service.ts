import type { AppDeps } from '../../platform/deps.ts';
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
  await deps.mailer.send(ctx, {
    to: deps.config.supportEmail,
    subject: `[Support #${id}] ${input.subject}`,
    text: `From: ${who}\nCompany: ${company.company_name} (${company.slug})\n\n${input.message}`,
  });
  await audit(ctx, {
    action: 'create',
    entity: 'support_message',
    entityId: id,
    description: `Sent a support message: ${input.subject}`,
  });
}
