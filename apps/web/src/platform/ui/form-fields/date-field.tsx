import { DatePicker, Form, type DatePickerProps } from 'antd';
import { datePickerProps, dateValueItemProps } from '../date-value.ts';
import { useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

/** A date, held as the API's yyyy-MM-dd and shown dd-MM-yyyy. */
export function DateField(field: FieldProps & { picker?: Omit<DatePickerProps, 'value' | 'onChange'> }) {
  const { testId, required, schema, rules, picker, ...item } = useFieldFacts(field);
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules })} {...dateValueItemProps}>
      <DatePicker {...datePickerProps} {...picker} data-testid={testId} />
    </Form.Item>
  );
}
