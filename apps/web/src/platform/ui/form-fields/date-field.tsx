import { DatePicker, Form, type DatePickerProps } from 'antd';
import { datePickerProps, dateValueItemProps } from '../date-value.ts';
import { useRules, type FieldProps } from './field.ts';

/** A date, held as the API's yyyy-MM-dd and shown dd-MM-yyyy. */
export function DateField({
  testId,
  required,
  schema,
  rules,
  picker,
  ...item
}: FieldProps & { picker?: Omit<DatePickerProps, 'value' | 'onChange'> }) {
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules })} {...dateValueItemProps}>
      <DatePicker {...datePickerProps} {...picker} data-testid={testId} />
    </Form.Item>
  );
}
