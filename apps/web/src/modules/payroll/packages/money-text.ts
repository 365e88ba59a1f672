import { formatMoney } from '@clockroom/contracts';

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

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

/** "250000.00" → "₦250,000.00"; a dash when there is none. */
export function nairaText(value: string | null | undefined): string {
  const minor = nairaToMinor(value);
  if (minor === null) return value ? value : '—';
  return formatMoney(minor, 'naira');
}
