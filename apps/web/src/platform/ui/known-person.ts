import type { PersonHit } from '@clockroom/contracts';

/**
 * The person a record already names (`employee_id` and `employee_name`, `reviewer_…`), as the employee
 * picker's `known` list: an edit form shows them by name at once, before any search has run. None for
 * a new record.
 */
export function knownPerson<K extends string>(
  record: ({ [P in `${K}_id`]: number } & { [P in `${K}_name`]: string }) | undefined,
  who: K,
): PersonHit[] {
  if (!record) return [];
  const named = record as Record<string, unknown>;
  return [{ id: named[`${who}_id`] as number, name: named[`${who}_name`] as string }];
}
