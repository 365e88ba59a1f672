import { useTranslation } from 'react-i18next';
import { formatNaira } from '@clockroom/contracts';
import { useCurrentUser } from '../../../platform/session/current-user.ts';

/** Naira text for the reader's language (₦1,500.00 or 1 500,00 ₦), from the answer's exact text. */
export function useNaira() {
  const { i18n } = useTranslation();
  return (value: string | null | undefined) => formatNaira(value, i18n.language);
}

/** `YYYY-MM` as "March 2026" / "mars 2026". */
export function monthName(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)),
  );
}

/** The current month and the eleven before it, newest first, as `YYYY-MM`. */
export function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** A meal's time of day in the company's zone (where the canteen is), in the reader's language. */
export function useMealTime() {
  const { i18n } = useTranslation();
  const zone = useCurrentUser().employee.company.timezone;
  return (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: zone });
}
