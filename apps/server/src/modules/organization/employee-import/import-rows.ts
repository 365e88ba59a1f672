import {
  IMPORT_COLUMNS,
  IMPORT_LOOKUP_COLUMNS,
  IMPORT_LOOKUP_MESSAGES,
  IMPORT_MESSAGES as M,
  importRowSchema,
  type ImportLookupColumn,
  type ImportPreviewRow,
  type ImportRow,
  type ImportRowError,
} from '@clockroom/contracts';
import type { SheetData } from './import-file.ts';

/** The columns a file must have: the employee form's required fields plus the pin. */
export const REQUIRED_COLUMNS = ['pin', 'first_name', 'last_name', 'email', 'mobile_number'] as const;

/** Lower-cased name → id, one map per lookup column. */
export type ImportLookups = Record<ImportLookupColumn, Map<string, number>>;

/** Pins and emails (lower case) that employees of the company already use. */
export interface ExistingKeys {
  pins: Set<string>;
  emails: Set<string>;
}

export interface ValidRow {
  line: number;
  row: ImportRow;
  ids: Partial<Record<ImportLookupColumn, number>>;
}

export function missingColumns(headers: readonly string[]): string[] {
  return REQUIRED_COLUMNS.filter((c) => !headers.includes(c));
}

/** Counts of each key in the file, so every repeated pin or email is flagged. */
function tally(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/**
 * Checks every row as the employee form would (same schema, same messages), then what only the
 * whole file and the database know: repeated pins and emails, taken ones, and lookup names.
 * Pure, so the rules are unit-tested without a database.
 */
export function checkRows(
  sheet: SheetData,
  lookups: ImportLookups,
  existing: ExistingKeys,
): { preview: ImportPreviewRow[]; valid: ValidRow[] } {
  const pinCounts = tally(sheet.rows.map((r) => (r.cells.pin ?? '').trim()));
  const emailCounts = tally(sheet.rows.map((r) => (r.cells.email ?? '').trim().toLowerCase()));
  const preview: ImportPreviewRow[] = [];
  const valid: ValidRow[] = [];
  for (const { line, cells } of sheet.rows) {
    const values: ImportPreviewRow['values'] = {};
    for (const c of IMPORT_COLUMNS) if (cells[c] !== undefined) values[c] = cells[c];
    const errors: ImportRowError[] = [];
    const add = (field: string, message: string) => {
      if (!errors.some((e) => e.field === field)) errors.push({ field, message });
    };
    const parsed = importRowSchema.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) add(String(issue.path[0] ?? 'row'), issue.message);
    const pin = (cells.pin ?? '').trim();
    const email = (cells.email ?? '').trim().toLowerCase();
    if (pin && (pinCounts.get(pin) ?? 0) > 1) add('pin', M.pinTakenInFile);
    else if (pin && existing.pins.has(pin)) add('pin', M.pinTaken);
    if (email && (emailCounts.get(email) ?? 0) > 1) add('email', M.emailTakenInFile);
    else if (email && existing.emails.has(email)) add('email', M.emailTaken);
    const ids: ValidRow['ids'] = {};
    for (const column of IMPORT_LOOKUP_COLUMNS) {
      const name = (cells[column] ?? '').trim();
      if (!name) continue;
      const id = lookups[column].get(name.toLowerCase());
      if (id === undefined) add(column, IMPORT_LOOKUP_MESSAGES[column]);
      else ids[column] = id;
    }
    preview.push({ line, values, errors });
    if (errors.length === 0 && parsed.success) valid.push({ line, row: parsed.data, ids });
  }
  return { preview, valid };
}
