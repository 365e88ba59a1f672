import { formatMoney } from '@clockroom/contracts';

/** The API's naira text ("250000.00") for a reader ("₦250,000.00"), exactly, through kobo as a bigint. */
export function nairaText(naira: string): string {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(naira);
  if (!m) return naira;
  const kobo = BigInt(m[2] ?? '0') * 100n + BigInt(m[3] ?? '0');
  return formatMoney(m[1] ? -kobo : kobo);
}

/** "March 2025" in the reader's language. */
export function monthText(language: string, year: number, month: number): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
