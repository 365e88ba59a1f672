import type { ReactNode } from 'react';
import { Form, Switch } from 'antd';
import type { FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

/** An on/off setting; `on` and `off` label the switch itself (Active / Inactive). */
export function SwitchField(
  field: Omit<FieldProps, 'required'> & { on?: ReactNode; off?: ReactNode; disabled?: boolean },
) {
  const { testId, on, off, disabled, ...item } = useFieldFacts(field);
  return (
    <Form.Item {...item} valuePropName="checked">
      <Switch checkedChildren={on} unCheckedChildren={off} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
