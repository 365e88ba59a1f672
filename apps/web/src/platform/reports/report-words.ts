import { reportWords, type ReportWords } from '@clockroom/contracts';
import { i18n } from '../i18n/i18n.ts';
import { translations } from '../i18n/register.ts';

/**
 * Makes a report's words (contracts, ADR 34) translations keyed by their codes, so a column's
 * `label` is its own i18n key and the screen reads the words the files are written with.
 */
export function registerReportWords(...all: readonly ReportWords[]): void {
  for (const words of all) {
    const keyed = (table: Readonly<Record<string, string>>) =>
      Object.fromEntries(Object.entries(table).map(([key, text]) => [`${words.namespace}.${key}`, text]));
    i18n.addResourceBundle('en', 'translation', keyed(words.en), true, false);
    i18n.addResourceBundle('fr', 'translation', keyed(words.fr), true, false);
  }
}

/** A report screen's own texts, each written once with its French beside it (translations()). */
export function reportTexts<K extends string>(pairs: Record<K, readonly [en: string, fr: string]>) {
  const { en, fr } = reportWords('', pairs);
  return translations(en, fr);
}
