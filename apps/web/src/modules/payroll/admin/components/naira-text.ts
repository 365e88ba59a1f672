import { formatNaira } from '@clockroom/contracts';

/**
 * The API's naira text ("250000.00") for a reader: "₦250,000.00", "250 000,00 ₦" in French; exact,
 * through the platform's writer.
 */
export function nairaText(naira: string, language = 'en'): string {
  return formatNaira(naira, language);
}

/** "March 2025" in the reader's language. */
export function monthText(language: string, year: number, month: number): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
