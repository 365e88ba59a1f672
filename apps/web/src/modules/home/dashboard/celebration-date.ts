import dayjs from 'dayjs';

/** A celebrant's day as "12 Mar" when the API sends a date; any other text is shown as it came. */
export function celebrationDay(value: string | null | undefined): string {
  if (!value) return '';
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const date = dayjs(value.slice(0, 10));
  return date.isValid() ? date.format('D MMM') : value;
}
