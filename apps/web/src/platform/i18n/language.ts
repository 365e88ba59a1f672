export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'fr', label: 'Français', short: 'FR' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The stored choice wins; otherwise the browser's language when we speak it; otherwise English. */
export function initialLanguage(stored: string | null, browser: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  const base = (browser ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}
