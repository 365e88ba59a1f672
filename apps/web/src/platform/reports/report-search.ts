/**
 * Reading a report's address (its filters, kept in the URL so a report link can be shared and
 * back and forward work). Free of imports on purpose: the routes' validateSearch loads with /login,
 * so contracts and zod stay out of it. Anything malformed is dropped, defaults stay out of the address.
 */
export interface ReportPaging {
  page?: number;
  perPage?: number;
}

const PAGE_SIZES = [10, 20, 30, 40]; // 5 is the default and stays out of the address
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const positiveInt = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** A real calendar day, yyyy-MM-dd: 2026-02-30 is refused here, not by the server. */
export const calendarDay = (v: unknown): string | undefined => {
  if (typeof v !== 'string' || !DAY.test(v)) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : undefined;
};

/** A trimmed text (a name search), at most 200 characters. */
export const textOf = (v: unknown): string | undefined =>
  (typeof v === 'string' && v.trim()) || typeof v === 'number' ? String(v).trim().slice(0, 200) : undefined;

export const isOn = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

/** The page and page size of an address, left out when they are the defaults (1 and 5). */
export function pagingOf(raw: Record<string, unknown>): ReportPaging {
  const out: ReportPaging = {};
  const page = positiveInt(raw['page']);
  if (page && page !== 1) out.page = page;
  const perPage = positiveInt(raw['perPage']);
  if (perPage && PAGE_SIZES.includes(perPage)) out.perPage = perPage;
  return out;
}

/** Copies the keys whose values `read` accepts. */
export function pick<K extends string, V>(
  raw: Record<string, unknown>,
  keys: readonly K[],
  read: (v: unknown) => V | undefined,
): Partial<Record<K, V>> {
  const out: Partial<Record<K, V>> = {};
  for (const key of keys) {
    const v = read(raw[key]);
    if (v !== undefined) out[key] = v;
  }
  return out;
}
