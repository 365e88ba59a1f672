/**
 * The rules of the chained country → state → city selects, kept apart from React so they can be
 * tested: changing a level empties every level below it, and a level can only be chosen once the one
 * above it has a value.
 */
export const LOCATION_LEVELS = ['country', 'state', 'city'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];

export type LocationValues = Partial<Record<LocationLevel, number | null | undefined>>;

/** The levels to clear when `level` changes (the ones below it). */
export function levelsBelow(level: LocationLevel): LocationLevel[] {
  return LOCATION_LEVELS.slice(LOCATION_LEVELS.indexOf(level) + 1);
}

/** The values after the user picks `value` at `level`: that level set, everything below emptied. */
export function chooseLocation(
  values: LocationValues,
  level: LocationLevel,
  value: number | null,
): LocationValues {
  const next: LocationValues = { ...values, [level]: value };
  for (const below of levelsBelow(level)) next[below] = null;
  return next;
}

/** A level is open once the level above it holds a value; the country is always open. */
export function isLevelOpen(values: LocationValues, level: LocationLevel): boolean {
  const index = LOCATION_LEVELS.indexOf(level);
  const above = LOCATION_LEVELS[index - 1];
  return index === 0 || (above !== undefined && values[above] != null);
}
