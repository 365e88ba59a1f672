import { formatDateTime } from './date-time.ts';

interface DateTimeTextProps {
  value: string | null | undefined;
  /** What to show when there is no time (e.g. "Not yet" for a job that has not started). */
  empty: string;
}

/** An instant shown `dd-MM-yyyy HH:mm`, with the exact value for assistive tech and copy. */
export function DateTimeText({ value, empty }: DateTimeTextProps) {
  const text = formatDateTime(value);
  return text && value ? <time dateTime={value}>{text}</time> : <span className="cr-muted">{empty}</span>;
}
