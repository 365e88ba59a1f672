import { formatMoney, type Currency } from '@clockroom/contracts';

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A naira amount as the server answers it (a decimal string, "2812.5" or "2812.50") in minor units,
 * read digit by digit: money never passes through binary floating point (ARCHITECTURE §3). Null for
 * anything that is not such a decimal.
 */
export function decimalToMinor(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign ? -minor : minor;
}

/** "2812.5" → "₦2,812.50"; an unreadable amount shows as the server sent it, or a dash when empty. */
export function amountText(value: string | number | null | undefined, currency: Currency = 'naira'): string {
  const minor = decimalToMinor(value);
  if (minor === null) return value === null || value === undefined || value === '' ? '—' : String(value);
  return formatMoney(minor, currency);
}

/** Minutes as hours and minutes for a reader: 90 → "1 h 30 min"; the hours column keeps the decimal. */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "yyyy-MM-dd HH:mm" (company time, as the server writes it) → "dd-MM-yyyy HH:mm" (ARCHITECTURE §5). */
export function localDateTimeText(value: string | null | undefined): string {
  if (!value) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(value);
  if (!m) return value;
  return m[4] ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}` : `${m[3]}-${m[2]}-${m[1]}`;
}
