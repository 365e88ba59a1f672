import { useTranslation } from 'react-i18next';
import { formatMoney, formatNaira } from '@clockroom/contracts';

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
// French groups thousands with a narrow no-break space, writes a decimal comma and puts the symbol
// after the amount, a no-break space apart: 150 000,00 ₦ (as Intl's fr-FR does).
const FR_GROUP = '\u202f';
const NBSP = '\u00a0';

const grouped = (whole: string, separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Naira text as the server answers it ("250000.00") in kobo, read digit by digit: money never
 * passes through binary floating point. Null for anything that is not such a decimal.
 */
export function nairaToMinor(value: string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign ? -minor : minor;
}

/** Kobo for a reader: "₦250,000.00" in English, "250 000,00 ₦" in French (the platform's writer). */
export function koboText(minor: bigint, language = 'en'): string {
  return formatMoney(minor, 'naira', language);
}

/** "250000.00" → "₦250,000.00" ("250 000,00 ₦" in French); a dash when there is none (the platform's writer). */
export function nairaText(value: string | null | undefined, language = 'en'): string {
  return formatNaira(value, language);
}

/** A decimal as the server writes it ("2.50", "13.9") with the reader's decimal mark: "2,50" in French. */
export function decimalText(value: string | null | undefined, language = 'en'): string {
  if (value === null || value === undefined || value === '') return '—';
  const match = PLAIN_DECIMAL.exec(value.trim());
  if (!match || !language.startsWith('fr')) return value;
  const [, sign = '', whole = '0', fraction] = match;
  return `${sign}${grouped(whole, FR_GROUP)}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** "2.50" → "2.50 %" ("2,50 %" in French, the sign kept on the figure's line). */
export function percentText(value: string | null | undefined, language = 'en'): string {
  return `${decimalText(value, language)}${NBSP}%`;
}

/**
 * The figure writers in the reader's language, for the payroll settings screens (pay packages, the
 * pay breakdown, statutory deductions and remittances): naira, plain decimals and percents.
 */
export function useFigureText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    naira: (value: string | null | undefined) => nairaText(value, language),
    kobo: (minor: bigint) => koboText(minor, language),
    decimal: (value: string | null | undefined) => decimalText(value, language),
    percent: (value: string | null | undefined) => percentText(value, language),
  };
}
