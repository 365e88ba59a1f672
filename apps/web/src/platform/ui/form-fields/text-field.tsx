import { Form, Input, type InputProps } from 'antd';
import type { InputFilter } from '@clockroom/contracts';
import { FilteredInput } from '../filtered-input.tsx';
import { useRules, type FieldProps } from './field.ts';

type TextControl = Pick<
  InputProps,
  'maxLength' | 'placeholder' | 'disabled' | 'inputMode' | 'autoComplete' | 'type' | 'prefix'
> & {
  /** Refuses keystrokes breaking one of the key filters (digits only, a PIN), as FilteredInput does. */
  filter?: InputFilter;
};

/** A line of text (a name, a code, a place), at most the length the API keeps (150 for most). */
export function TextField({
  testId,
  required,
  schema,
  rules,
  maxLength = 150,
  placeholder,
  disabled,
  inputMode,
  autoComplete,
  type,
  prefix,
  filter,
  ...item
}: FieldProps & TextControl) {
  const control = {
    maxLength,
    placeholder,
    disabled,
    inputMode,
    autoComplete,
    type,
    prefix,
    'data-testid': testId,
  };
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules })}>
      {filter ? <FilteredInput filter={filter} {...control} /> : <Input {...control} />}
    </Form.Item>
  );
}
