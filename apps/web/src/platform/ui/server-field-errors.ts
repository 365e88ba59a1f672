import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { FieldError } from '@clockroom/contracts';
import { isApiError } from '../api/api-error.ts';
import { translateServerMessage } from '../i18n/server-message.ts';

export interface FieldErrorOptions {
  /** The form's fields that may show a message; defaults to the fields the form currently holds. */
  fields?: readonly string[];
  /** Server field name → form field name, where the two differ (grade_name → name). */
  aliases?: Record<string, string>;
  /** Scroll the first field with a message into view (long forms). */
  scroll?: boolean;
  /**
   * A message that belongs inside a list of the form (`approver_details.1.approvers` → a Form.List
   * row's field): its path there, or null to treat it as a top-level field.
   */
  nested?: (field: string) => (string | number)[] | null;
}

/** A field's message by its code, else by its English text through the form's own `t`. */
export function translated(e: FieldError, t: TFunction): string {
  return e.code ? translateServerMessage(e) : t(e.message);
}

/**
 * Puts a 422's per-field messages beside the fields they name; "member_ids.0" belongs to member_ids.
 * The notification with the whole list is still shown by the mutation cache (spec 1 §5).
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  options: FieldErrorOptions = {},
): void {
  if (!isApiError(error) || error.status !== 422) return;
  const known = new Set(options.fields ?? Object.keys(form.getFieldsValue(true) as object));
  const byField = new Map<string, string[]>();
  const inLists: { name: (string | number)[]; errors: string[] }[] = [];
  for (const e of error.errors) {
    const path = options.nested?.(e.field);
    if (path) {
      inLists.push({ name: path, errors: [translated(e, t)] });
      continue;
    }
    const top = e.field.split('.')[0] ?? '';
    const name = options.aliases?.[top] ?? top;
    if (known.has(name)) byField.set(name, [...(byField.get(name) ?? []), translated(e, t)]);
  }
  const entries = [...byField];
  const fields = [
    ...entries.map(([name, errors]) => ({ name: name as string | (string | number)[], errors })),
    ...inLists,
  ];
  const [first] = fields;
  if (!first) return;
  form.setFields(fields);
  if (options.scroll) form.scrollToField(first.name, { block: 'center' });
}
