import type { ApproverLevel } from '@clockroom/contracts';

/**
 * One approver row of the form. The pickers hold employee ids; an id may still be a string (a value
 * the picker was seeded with as text) until the user picks someone.
 */
export interface LevelRow {
  approval_person_id?: number | string | null;
  alt_approval_person_id?: number | string | null;
}

/**
 * The number-of-approvals control (spec 2 §4): raising the count by one adds an empty row; any other
 * change truncates the rows to the new count. Measured against the rows there are, so a count typed
 * past them is reached again by stepping down and up one at a time.
 */
export function resizeLevels(rows: readonly LevelRow[], count: number | null | undefined): LevelRow[] {
  const next = typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
  if (next === rows.length + 1) return [...rows, {}];
  return rows.slice(0, next);
}

/** The first level a group starts with, so a new form shows one row to fill. */
export const NEW_GROUP_LEVELS: readonly LevelRow[] = [{}];

const asId = (value: LevelRow['approval_person_id'], stored: number | null | undefined) =>
  typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? (stored ?? null) : null;

/**
 * The levels as the server takes them. An approver id still held as a string falls back to the id
 * stored for that level (spec 2 §5); an empty alternate is sent as null.
 */
export function levelsPayload(rows: readonly LevelRow[], stored: readonly ApproverLevel[] = []) {
  return rows.map((row, i) => ({
    approval_person_id: asId(row.approval_person_id, stored[i]?.approval_person_id),
    alt_approval_person_id: asId(row.alt_approval_person_id, stored[i]?.alt_approval_person_id),
  }));
}

/** The stored levels as form rows, in level order. */
export function rowsOf(levels: readonly ApproverLevel[]): LevelRow[] {
  return [...levels]
    .sort((a, b) => a.level - b.level)
    .map((l) => ({
      approval_person_id: l.approval_person_id,
      alt_approval_person_id: l.alt_approval_person_id,
    }));
}

/** Who the stored levels name (approvers and alternates), so the pickers show names before any search. */
export function storedLevelNames(levels: readonly ApproverLevel[] = []): Map<number, string> {
  return new Map(
    levels.flatMap((l) => [
      [l.approval_person_id, l.approval_person_name] as const,
      ...(l.alt_approval_person_id !== null && l.alt_approval_person
        ? [[l.alt_approval_person_id, l.alt_approval_person] as const]
        : []),
    ]),
  );
}
