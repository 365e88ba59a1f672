import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import { STORAGE_KEYS } from '../session/storage.ts';
import { storage } from '../session/session-store.ts';
import { en } from './en.ts';
import { initialLanguage, isLanguage, type Language } from './language.ts';

// Keys are flat ("login.title") and the spec's English texts are keys too, so they can contain
// dots and colons: both separators are off. English ships with the app; French loads on demand.
// i18next keeps the object it is given and merges every later bundle into it: a copy, so the
// module's own `en` stays the texts of en.ts.
void i18next.use(initReactI18next).init({
  resources: { en: { translation: { ...en } } },
  lng: 'en',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const i18n = i18next;

/** antd's own texts (pager, date pickers) per language; English is antd's built-in default. */
const antdLocales: Partial<Record<Language, Locale>> = {};

export function antdLocale(language: string): Locale | undefined {
  return language === 'fr' ? antdLocales.fr : undefined;
}

let frenchLoaded = false;

async function loadLanguage(language: Language): Promise<void> {
  // A flag, not hasResourceBundle: feature bundles (register.ts) may add French keys before this runs.
  if (language !== 'fr' || frenchLoaded) return;
  const [{ fr }, antd] = await Promise.all([import('./fr.ts'), import('antd/es/locale/fr_FR')]);
  antdLocales.fr = antd.default;
  i18next.addResourceBundle('fr', 'translation', fr, true, false);
  frenchLoaded = true;
}

/** dayjs is English by default; it is only fetched here when another language needs its locale. */
async function applyDateLocale(language: Language): Promise<void> {
  if (language === 'en' && i18next.language !== 'fr') return;
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    language === 'fr' ? import('dayjs/locale/fr') : null,
  ]);
  dayjs.locale(language);
}

async function apply(language: Language): Promise<void> {
  await Promise.all([loadLanguage(language), applyDateLocale(language)]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** Called once before the first render, so the first paint is already in the user's language. */
export function startI18n(): Promise<void> {
  const language = initialLanguage(
    storage.getItem(STORAGE_KEYS.language),
    typeof navigator === 'undefined' ? undefined : navigator.language,
  );
  return apply(language).catch(() => undefined);
}

export async function setLanguage(next: Language): Promise<void> {
  storage.setItem(STORAGE_KEYS.language, next);
  await apply(next);
}

/**
 * The switcher's choice: applied and kept here, and marked until the server has it (ADR 32), so a
 * choice made signed out, or just before a reload, reaches the user's record at the next load.
 */
export async function chooseLanguage(next: Language): Promise<void> {
  storage.setItem(STORAGE_KEYS.languageChosen, next);
  await setLanguage(next);
}

/** The switcher's choice the server has not been told yet, if any. */
export function chosenLanguage(): Language | null {
  const chosen = storage.getItem(STORAGE_KEYS.languageChosen);
  return isLanguage(chosen) ? chosen : null;
}

/** The server holds `language` now: a choice of it is no longer waiting. */
export function languageKept(language: Language): void {
  if (storage.getItem(STORAGE_KEYS.languageChosen) === language)
    storage.removeItem(STORAGE_KEYS.languageChosen);
}

/**
 * Signed in, the user's language (their choice kept on the server, else their company's) wins over
 * this browser's: it is the one their notifications and mails come in.
 */
export async function followUserLanguage(language: string): Promise<void> {
  if (isLanguage(language) && language !== i18next.language) await setLanguage(language);
}
