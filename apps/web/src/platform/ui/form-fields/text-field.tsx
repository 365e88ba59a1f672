import { Form, Input, type InputProps } from 'antd';
import type { InputFilter } from '@clockroom/contracts';
import { FilteredInput } from '../filtered-input.tsx';
import { splitField, useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

const INPUT_KEYS = [
  'maxLength',
  'placeholder',
  'disabled',
  'inputMode',
  'autoComplete',
  'type',
  'prefix',
  'autoFocus',
  'size',
] as const;

type TextControl = Pick<InputProps, (typeof INPUT_KEYS)[number]> & {
  /** Refuses keystrokes breaking one of the key filters (digits only, a PIN), as FilteredInput does. */
  filter?: InputFilter;
  /** The input's own class (its width); `className` is the form item's, as on every field. */
  inputClassName?: string;
};

/** A line of text (a name, a code, a place), at most the length the API keeps (150 for most). */
export function TextField(field: FieldProps & TextControl) {
  const { testId, required, schema, rules, filter, inputClassName, ...props } = useFieldFacts(field);
  const [input, item] = splitField(props, INPUT_KEYS);
  const control = { maxLength: 150, ...input, className: inputClassName, 'data-testid': testId };
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules })}>
      {filter ? <FilteredInput filter={filter} {...control} /> : <Input {...control} />}
    </Form.Item>
  );
}
