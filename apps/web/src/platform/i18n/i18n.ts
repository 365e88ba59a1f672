import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { STORAGE_KEYS } from '../session/storage.ts';
import { storage } from '../session/session-store.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { initialLanguage, type Language } from './language.ts';

const lng = initialLanguage(
  storage.getItem(STORAGE_KEYS.language),
  typeof navigator === 'undefined' ? undefined : navigator.language,
);

// Keys are flat ("login.title") and the spec's English texts are keys too, so they can contain
// dots and colons: both separators are off.
void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng,
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
dayjs.locale(lng);
if (typeof document !== 'undefined') document.documentElement.lang = lng;

export const i18n = i18next;

export function currentLanguage(): Language {
  return i18next.language === 'fr' ? 'fr' : 'en';
}

export function setLanguage(next: Language): void {
  storage.setItem(STORAGE_KEYS.language, next);
  dayjs.locale(next);
  document.documentElement.lang = next;
  void i18next.changeLanguage(next);
}
