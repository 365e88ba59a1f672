import { Form } from 'antd';
import { FilteredInput } from '../filtered-input.tsx';
import { useRules, type FieldProps } from './field.ts';

/** An amount in naira, as the API's decimal text: digits and one point only. */
export function AmountField({
  testId,
  required,
  schema,
  rules,
  maxLength = 15,
  placeholder,
  disabled,
  ...item
}: FieldProps & { maxLength?: number; placeholder?: string; disabled?: boolean }) {
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules })}>
      <FilteredInput
        filter="decimal"
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        data-testid={testId}
      />
    </Form.Item>
  );
}
