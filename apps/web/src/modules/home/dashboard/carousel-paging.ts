/** Spec 2 §9: birthdays show 5 per page, work anniversaries 9. */
export const BIRTHDAYS_PER_PAGE = 5;
export const ANNIVERSARIES_PER_PAGE = 9;

export interface CarouselPage<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** Spec 2 §4: the back arrow shows only when not on the first page. */
  hasPrev: boolean;
  hasNext: boolean;
}

export function carouselPage<T>(all: readonly T[], page: number, perPage: number): CarouselPage<T> {
  const pageCount = Math.max(1, Math.ceil(all.length / perPage));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  return {
    items: all.slice(current * perPage, current * perPage + perPage),
    page: current,
    pageCount,
    hasPrev: current > 0,
    hasNext: current < pageCount - 1,
  };
}

/** Spec 2: '00:00:00' means the employee has not clocked in today. */
export function hasClockedIn(clockin: string | null | undefined): boolean {
  return !!clockin && clockin !== '00:00:00';
}

/** '08:05:00' → '08:05'; anything else is shown as it came. */
export function shortTime(value: string): string {
  const m = /^(\d{2}):(\d{2})(:\d{2})?$/.exec(value.trim());
  return m ? `${m[1]}:${m[2]}` : value;
}
