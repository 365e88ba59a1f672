import { Form, Input, type FormItemProps, type InputRef } from 'antd';
import { useFocusOnShow } from './focus-on-show.ts';

interface NameFieldProps extends Omit<FormItemProps, 'children'> {
  /** The input's data-testid (journeys find fields by it). */
  testId: string;
  placeholder?: string;
  /** The longest name the API keeps (150 for most records). */
  maxLength?: number;
}

/**
 * A record's name, the first field of its form and focused when the form opens, so that one can type
 * at once. The form gives its own rules (a schema's, or required and too long).
 */
export function NameField({ testId, placeholder, maxLength = 150, ...item }: NameFieldProps) {
  const input = useFocusOnShow<InputRef>();
  return (
    <Form.Item {...item}>
      <Input ref={input} maxLength={maxLength} placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}
