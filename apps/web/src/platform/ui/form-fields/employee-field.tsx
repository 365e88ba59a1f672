import { Form } from 'antd';
import { EmployeePicker, type EmployeePickerProps } from '../employee-picker.tsx';
import { useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

/** The picker's own props a field may give; the form holds its value, the item its class and style. */
type PickerControl<P> = P extends unknown
  ? Omit<P, 'value' | 'testId' | 'id' | 'style' | 'className'>
  : never;

/** The item's props an employee field takes (the rest are the picker's). */
type ItemProps = Pick<
  FieldProps,
  'name' | 'label' | 'extra' | 'className' | 'testId' | 'required' | 'schema' | 'rules'
>;

/**
 * An employee picked by name or PIN as one types (or several, `multiple`), held as their ids. A single
 * pick's required check is a plain required; a multiple one says its own rule (at least one).
 */
export function EmployeeField(field: ItemProps & PickerControl<EmployeePickerProps>) {
  const { testId, required, schema, rules, name, label, extra, className, ...picker } = useFieldFacts(field);
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      className={className}
      rules={useRules({ required, schema, rules }, { text: false })}
    >
      <EmployeePicker {...picker} testId={testId} />
    </Form.Item>
  );
}
