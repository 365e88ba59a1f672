import { formatDate } from '@clockroom/contracts';

/** A yyyy-MM-dd value shown dd-MM-yyyy (ARCHITECTURE §5); NA when empty. */
export function DateText({ value }: { value: string | null | undefined }) {
  return <time dateTime={value ?? undefined}>{formatDate(value)}</time>;
}
