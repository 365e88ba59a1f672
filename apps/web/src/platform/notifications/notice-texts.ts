import type { TFunction } from 'i18next';
import {
  fillParams,
  notificationTexts,
  renderTextRef,
  renderedTextCatalogue,
  type NotificationItem,
} from '@clockroom/contracts';

/**
 * A notification's title and body in the reader's language (ADR 32): from its kind and params, each
 * text by its code (French in the bundle, English from contracts). A row written before kinds carried
 * params, or of a kind this build does not know, shows the English it came with, translated where a
 * bundle knows that text.
 */
export function noticeTexts(item: NotificationItem, t: TFunction): { title: string; body: string | null } {
  const texts = notificationTexts(item.kind, item.params);
  if (!texts) return { title: t(item.title), body: item.body ? t(item.body) : null };
  const translate = (code: string, params: Record<string, string>) =>
    t(code, {
      ...params,
      defaultValue: fillParams(renderedTextCatalogue.entries.get(code)?.english ?? code, params),
    });
  return {
    title: renderTextRef(texts.title, translate),
    body: texts.body ? renderTextRef(texts.body, translate) : null,
  };
}
