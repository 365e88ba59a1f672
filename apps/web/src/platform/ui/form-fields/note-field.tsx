import { Form, Input } from 'antd';
import { useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

/** A free text of a few lines (a note, a description, a reason). */
export function NoteField(
  field: FieldProps & { rows?: number; maxLength?: number; placeholder?: string; showCount?: boolean },
) {
  const {
    testId,
    required,
    schema,
    rules,
    rows = 2,
    maxLength = 1000,
    placeholder,
    showCount,
    ...item
  } = useFieldFacts(field);
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules })}>
      <Input.TextArea
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        showCount={showCount}
        data-testid={testId}
      />
    </Form.Item>
  );
}
