import type { ReactNode } from 'react';
import { Form, Switch } from 'antd';
import { useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

/**
 * An on/off setting; `on` and `off` label the switch itself (Active / Inactive). Its schema (its own,
 * or its form's shape's) checks it like any field's, rather than reaching the Form.Item as a prop.
 */
export function SwitchField(
  field: Omit<FieldProps, 'required'> & { on?: ReactNode; off?: ReactNode; disabled?: boolean },
) {
  const { testId, on, off, disabled, schema, rules, ...item } = useFieldFacts(field);
  return (
    <Form.Item {...item} rules={useRules({ schema, rules }, { text: false })} valuePropName="checked">
      <Switch checkedChildren={on} unCheckedChildren={off} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
