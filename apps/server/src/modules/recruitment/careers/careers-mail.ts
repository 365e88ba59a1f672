import type { Language } from '@clockroom/contracts';
import { escapeHtml } from '../../../platform/mail/escape-html.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { careersTexts } from './careers-texts.ts';

/** The candidate's confirmation, in the language of the page they applied on. */
export function confirmationMail(
  language: Language,
  m: { to: string; firstName: string; title: string; company: string },
): MailMessage {
  const t = careersTexts(language);
  const paragraphs = [t.mailGreeting(m.firstName), t.mailBody(m.title, m.company), t.mailIgnore];
  return {
    to: m.to,
    subject: t.mailSubject(m.title),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
