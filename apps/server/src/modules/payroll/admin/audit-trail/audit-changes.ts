import type { AuditChange, AuditValue } from '@clockroom/contracts';

/**
 * The before/after table of an audit entry (ADR 48): each snapshot flattened to its leaves by path
 * (`pay_breakdowns.1.amount`), and the leaves that differ. A create lists what it set, a delete what
 * was there. Lists of plain values read as one value ("1, 3"); `updated_at` is left out, since every
 * update moves it and it says nothing the entry's own time does not.
 */

const SKIPPED = new Set(['updated_at']);
/** Deeper snapshots are shown as text at this depth: the table stays readable. */
const MAX_DEPTH = 6;
/** A snapshot larger than this is cut: the entry still shows its first fields. */
const MAX_FIELDS = 500;

const isPlain = (v: unknown): v is string | number | boolean | null | undefined =>
  v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

function leafOf(v: unknown): AuditValue {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

function walk(value: unknown, path: string, depth: number, out: Map<string, AuditValue>): void {
  if (out.size >= MAX_FIELDS) return;
  if (Array.isArray(value)) {
    if (value.every(isPlain)) {
      out.set(path, value.length ? value.map((v) => String(v ?? '')).join(', ') : null);
      return;
    }
    if (depth >= MAX_DEPTH) {
      out.set(path, leafOf(value));
      return;
    }
    value.forEach((item, i) => walk(item, path ? `${path}.${i + 1}` : String(i + 1), depth + 1, out));
    return;
  }
  if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (depth === 0 && SKIPPED.has(key)) continue;
      walk(item, path ? `${path}.${key}` : key, depth + 1, out);
    }
    return;
  }
  out.set(path || 'value', leafOf(value));
}

/** A snapshot's leaves by path, in the snapshot's own order. */
export function flatten(snapshot: unknown): Map<string, AuditValue> {
  const out = new Map<string, AuditValue>();
  if (snapshot !== null && snapshot !== undefined) walk(snapshot, '', 0, out);
  return out;
}

/** The fields that differ between the two snapshots, before's order first, then what after added. */
export function changesOf(before: unknown, after: unknown): AuditChange[] {
  const was = flatten(before);
  const is = flatten(after);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null }))
    .filter((c) => c.before !== c.after);
}
