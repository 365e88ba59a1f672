import type { Language } from './constants.ts';
import { defineMessageCatalogue, fillParams } from './message-codes.ts';
import { NOTIFICATION_TEXTS } from './notifications-messages.ts';
import { MAIL_TEXTS } from './mail-messages.ts';
import { RENDERED_TEXTS_FR } from './rendered-texts-fr.ts';
import { renderTextRef, type TextRef } from './text-ref.ts';

/**
 * The texts the server renders itself rather than answers (ADR 32): notifications and mails. Apart
 * from the answers' messageCatalogue, so that their open-ended patterns ("Exemption {{id}}") never
 * take an answer's text for theirs; codes are made the same way and are as stable.
 */
export const renderedTextCatalogue = /* @__PURE__ */ defineMessageCatalogue({
  notification_texts: NOTIFICATION_TEXTS,
  mails: MAIL_TEXTS,
});

/** A code's text in a language with its values; the English when French has none, the code if unknown. */
function translate(language: Language) {
  return (code: string, params: Record<string, string>) => {
    const template =
      (language === 'fr' ? RENDERED_TEXTS_FR[code] : undefined) ??
      renderedTextCatalogue.entries.get(code)?.english ??
      code;
    return fillParams(template, params);
  };
}

/** A notification's or mail's text in the recipient's language. */
export function renderText(ref: TextRef, language: Language): string {
  return renderTextRef(ref, translate(language));
}
