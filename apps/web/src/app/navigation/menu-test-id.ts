/** "activity history" → "menu-activity-history": stable hooks for end-to-end tests. */
export function menuTestId(name: string): string {
  return `menu-${name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
}
