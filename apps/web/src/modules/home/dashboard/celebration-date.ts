import { formatDate } from '@clockroom/contracts';

/**
 * A celebrant's day as every date in the app reads, dd-MM-yyyy (ARCHITECTURE §5; it read "12 Mar"
 * beside "19-11-2026"). Any other text is shown as it came.
 */
export function celebrationDay(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value) : value;
}

/**
 * The home API's `readable_date` ("24 November 2026", the company's today) as dd-MM-yyyy; text that
 * is not such a date is kept as it came.
 */
export function todayText(readable: string | null | undefined): string {
  if (!readable) return '';
  const m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(readable.trim());
  const month = m ? MONTHS.indexOf((m[2] ?? '').slice(0, 3).toLowerCase()) : -1;
  if (!m || month < 0) return readable;
  return `${(m[1] ?? '').padStart(2, '0')}-${String(month + 1).padStart(2, '0')}-${m[3] ?? ''}`;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
