import { renderText, type Language, type TextRef } from '@clockroom/contracts';
import { escapeHtml } from './escape-html.ts';
import type { MailMessage } from './mailer.ts';

/**
 * One paragraph of a mail: a coded text, a link (its text form puts the address under `intro`, or
 * after `label`; the HTML form links `label`), numbered steps, or text someone typed (`written`),
 * which is nobody's to translate.
 */
export type MailPart =
  TextRef | { link: string; label: TextRef; intro?: TextRef } | { steps: MailPart[] } | { written: string };

export interface MailDraft {
  to: string;
  subject: TextRef;
  parts: MailPart[];
  /** The one link the mail is about, logged in dev and read by the tests that follow it. */
  link?: string;
}

function asText(part: MailPart, language: Language): string {
  if ('code' in part) return renderText(part, language);
  if ('written' in part) return part.written;
  if ('steps' in part) return part.steps.map((s, i) => `${i + 1}. ${asText(s, language)}`).join('\n');
  return part.intro
    ? `${renderText(part.intro, language)}\n${part.link}`
    : `${renderText(part.label, language)}: ${part.link}`;
}

function asHtml(part: MailPart, language: Language): string {
  if ('code' in part) return escapeHtml(renderText(part, language));
  if ('written' in part) return escapeHtml(part.written);
  if ('steps' in part) return `<ol>${part.steps.map((s) => `<li>${asHtml(s, language)}</li>`).join('')}</ol>`;
  return `<a href="${escapeHtml(part.link)}">${escapeHtml(renderText(part.label, language))}</a>`;
}

/**
 * A mail in its recipient's language (ADR 32): every text is a code rendered here, the values (names,
 * links) put in as they are; the HTML body escapes them.
 */
export function composeMail(language: Language, draft: MailDraft): MailMessage {
  return {
    to: draft.to,
    subject: renderText(draft.subject, language),
    text: draft.parts.map((p) => asText(p, language)).join('\n\n'),
    html: draft.parts
      .map((p) => ('steps' in p ? asHtml(p, language) : `<p>${asHtml(p, language)}</p>`))
      .join(''),
    ...(draft.link ? { link: draft.link } : {}),
  };
}
