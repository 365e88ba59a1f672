import { useTranslation } from 'react-i18next';

/**
 * Payroll money for a reader, exactly (whole kobo as a bigint, never a float): `₦1,234,567.89` in
 * English and `1 234 567,89 ₦` in French (a narrow no-break space between thousands, as fr-FR's own
 * number format writes them, a decimal comma and the symbol after). The payroll screens (dashboard,
 * reports, salary schedule, payment history, audit trail) all read money through here.
 */

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';
const NAIRA_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Whole kobo → the reader's naira text. */
export function moneyText(kobo: bigint | number, language: string): string {
  const value = typeof kobo === 'bigint' ? kobo : BigInt(Math.round(kobo));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const cents = (abs % 100n).toString().padStart(2, '0');
  const digits = (abs / 100n).toString();
  const sign = negative ? '-' : '';
  if (language.startsWith('fr'))
    return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NBSP)},${cents}${NBSP}₦`;
  return `${sign}₦${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The API's exact naira text ("225000.50") as whole kobo; null for anything else. */
export function koboOfNaira(text: string): bigint | null {
  const m = NAIRA_TEXT.exec(text.trim());
  if (!m) return null;
  const kobo = BigInt(m[2] ?? '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -kobo : kobo;
}

/** The API's naira text for the reader; anything that is not such a text is shown as it came. */
export function nairaTextIn(text: string, language: string): string {
  const kobo = koboOfNaira(text);
  return kobo === null ? text : moneyText(kobo, language);
}

/** Both formatters in the screen's language. */
export function useMoneyText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    kobo: (value: bigint | number) => moneyText(value, language),
    naira: (text: string) => nairaTextIn(text, language),
  };
}
