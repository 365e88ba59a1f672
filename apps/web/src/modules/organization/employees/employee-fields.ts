/** Lookups come back either as text or as an object such as {id, type_name}. */
export type NamedValue = string | number | { id?: number; [key: string]: unknown } | null | undefined;

/** The readable text of a field: the object's *name* property, the text itself, or '' when empty. */
export function displayValue(value: NamedValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  const nameKey = Object.keys(value).find((k) => k === 'name' || k.endsWith('_name'));
  const name = nameKey ? value[nameKey] : undefined;
  return typeof name === 'string' ? name.trim() : '';
}

/** 'male' → 'Male', 'single' → 'Single': enumerations are stored lower-case (spec 2 §5). */
export function capitalise(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

export function fullName(e: {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}): string {
  return (e.name ?? '').trim() || [e.first_name, e.last_name].filter(Boolean).join(' ');
}
