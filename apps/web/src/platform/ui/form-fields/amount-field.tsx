import { Form } from 'antd';
import { FilteredInput } from '../filtered-input.tsx';
import { useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

/** An amount in naira, as the API's decimal text: digits and one point only. */
export function AmountField(
  field: FieldProps & { maxLength?: number; placeholder?: string; disabled?: boolean },
) {
  const {
    testId,
    required,
    schema,
    rules,
    maxLength = 15,
    placeholder,
    disabled,
    ...item
  } = useFieldFacts(field);
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
