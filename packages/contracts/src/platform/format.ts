import { CURRENCY_SYMBOLS, type Currency } from './constants.ts';

/**
 * Money arrives in minor units (kobo, cents); shown with two decimals and thousands separators, read
 * digit by digit (never through binary floating point): "₦150,000.00" in English, and in French as
 * Intl's fr-FR writes it, "150 000,00 ₦" (a narrow no-break space between thousands, a decimal comma,
 * the symbol after a no-break space).
 */
export function formatMoney(minor: number | bigint, currency: Currency = 'naira', language = 'en'): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(Math.round(minor));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const french = language.startsWith('fr');
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, french ? '\u202f' : ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  const sign = negative ? '-' : '';
  if (french) return `${sign}${whole},${cents}\u00a0${CURRENCY_SYMBOLS[currency]}`;
  return `${sign}${CURRENCY_SYMBOLS[currency]}${whole}.${cents}`;
}

/**
 * Naira as the API answers it ("225000.50", "-12.5") for a reader, read digit by digit: "₦225,000.50",
 * "225 000,50 ₦" in French. Anything that is not such a decimal is shown as it came, or a dash.
 */
export function formatNaira(value: string | number | null | undefined, language = 'en'): string {
  if (value === null || value === undefined || value === '') return '—';
  const m = /^\s*(-)?(\d+)(?:\.(\d{1,2}))?\s*$/.exec(String(value));
  if (!m) return String(value);
  const kobo = BigInt(m[2] ?? '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return formatMoney(m[1] ? -kobo : kobo, 'naira', language);
}

/** yyyy-MM-dd (the value the API speaks) → dd-MM-yyyy (what people read). Anything else is returned as is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'NA';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Spec 1 §4: a level of zero or less reads Pending, otherwise the ordinal followed by Approver. */
export function approvalLevelLabel(level: number): string {
  return level <= 0 ? 'Pending' : `${ordinal(level)} Approver`;
}

/** Initials for the coloured circle shown when an employee has no picture. */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return `${(firstName ?? '').trim().charAt(0)}${(lastName ?? '').trim().charAt(0)}`.toUpperCase();
}
