const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant from the API (ISO 8601) shown `dd-MM-yyyy HH:mm` in the browser's time, the date order
 * of ARCHITECTURE §5; null when empty or unreadable, so each screen says what a missing time means.
 */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
