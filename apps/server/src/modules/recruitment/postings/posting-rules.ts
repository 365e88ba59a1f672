/**
 * The rules of a job posting's state (issue 24, ADR 66), kept pure so they are tested alone; the
 * repository's SQL says the same (`postingStateSql`).
 */
export type StoredPostingStatus = 'draft' | 'published';
export type PostingState = 'draft' | 'published' | 'closed';

/** Published and past its closing date reads `closed`; the closing day itself is still open. */
export function postingState(
  stored: StoredPostingStatus,
  closingDate: string | null,
  today: string,
): PostingState {
  if (stored === 'draft') return 'draft';
  return closingDate !== null && closingDate < today ? 'closed' : 'published';
}

/** Open to applications: published and not closed. */
export const isOpen = (stored: StoredPostingStatus, closingDate: string | null, today: string) =>
  postingState(stored, closingDate, today) === 'published';

/** yyyy-MM-dd plus whole days (UTC arithmetic on a calendar date). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The closing date a posting is published with: its own; else today plus the default setting's
 * closing days; else none (open until unpublished). A date already past refuses the publication.
 */
export function closingDateOnPublish(
  own: string | null,
  closingDays: number | null,
  today: string,
): { closingDate: string | null } | { refused: 'closing-date-passed' } {
  if (own !== null) return own < today ? { refused: 'closing-date-passed' } : { closingDate: own };
  return { closingDate: closingDays === null ? null : addDays(today, closingDays) };
}
