import type { ReactNode } from 'react';
import type { FormItemProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { requiredRule, schemaRule, type FieldSchema } from '../form-rules.ts';

/**
 * The fields every form repeats, each a Form.Item and its control in one element: a line of text, a
 * number, a pick from a list, an employee, a choice of a few options, an amount in naira, a date, a
 * note and an on/off switch, one file each so that a screen loads only the controls it uses (a date
 * field brings the date picker, 30 KB gzip, into a route's chunk). A form says what is particular to
 * it (name, label, test id, its required message, the contract's schema for the field) and the field
 * keeps the product's habits (a date sent yyyy-MM-dd and shown dd-MM-yyyy, an amount that takes
 * digits and one point, a required text that is not only spaces).
 */
export interface FieldProps extends Omit<FormItemProps, 'children' | 'label' | 'required'> {
  /** The label; left out, the form's `labels` stem and the field's name make its key (field-facts.ts). */
  label?: ReactNode;
  /** The control's data-testid (journeys find fields by it); left out, the form's `testIds` stem and the name. */
  testId?: string;
  /** The message key shown when the field is left empty; the field is optional without it. */
  required?: string;
  /**
   * The contract's schema for the field, so the form refuses what the server would, in its words; left
   * out, the form's `shape` gives it; `false` where the form holds the value in another form than the API.
   */
  schema?: FieldSchema | false;
}

type RuleProps = Pick<FieldProps, 'required' | 'rules'> & { schema?: FieldSchema };

/**
 * The item's rules: the required message first, then the schema's, then the form's own. A text's required check also
 * refuses only spaces; a number's or a pick's (`text: false`) is a plain required, as spaces can't be
 * in it.
 */
export function fieldRules(
  { required, schema, rules }: RuleProps,
  t: TFunction,
  { text = true }: { text?: boolean } = {},
): FormItemProps['rules'] {
  if (!required && !schema) return rules;
  const first = required ? [text ? requiredRule(required, t) : { required: true, message: t(required) }] : [];
  return [...first, ...(schema ? [schemaRule(schema, t)] : []), ...(rules ?? [])];
}

/** fieldRules with the screen's language. */
export function useRules(field: RuleProps, options?: { text?: boolean }): FormItemProps['rules'] {
  const { t } = useTranslation();
  return fieldRules(field, t, options);
}

/**
 * A field's props parted into its control's (the `keys` given) and its Form.Item's (the rest), so a
 * field names its control's props once: in this list, from which its type is picked too.
 */
export function splitField<P extends object, K extends keyof P>(
  props: P,
  keys: readonly K[],
): [Pick<P, K>, Omit<P, K>] {
  const own = new Set<PropertyKey>(keys);
  const control: Record<PropertyKey, unknown> = {};
  const item: Record<PropertyKey, unknown> = {};
  for (const [key, value] of Object.entries(props)) (own.has(key) ? control : item)[key] = value;
  return [control as Pick<P, K>, item as Omit<P, K>];
}
