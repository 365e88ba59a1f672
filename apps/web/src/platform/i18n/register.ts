import { i18n } from './i18n.ts';

export interface TranslationBundle<K extends string = string> {
  en: Record<K, string>;
  fr: Record<K, string>;
}

/**
 * A feature's texts, in both languages, shipped with its lazily loaded pages: importing the feature's
 * i18n.ts registers them, so the login bundle never carries the texts of screens it does not show.
 * Declare bundles with `translations({...en}, {...fr})` so the compiler checks French has every key.
 */
export function translations<K extends string>(
  en: Record<K, string>,
  fr: NoInfer<Record<K, string>>,
): TranslationBundle<K> {
  i18n.addResourceBundle('en', 'translation', en, true, false);
  i18n.addResourceBundle('fr', 'translation', fr, true, false);
  return { en, fr };
}
