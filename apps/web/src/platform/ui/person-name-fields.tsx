import { Fragment, type ReactNode } from 'react';
import { Form, Input, type FormRule } from 'antd';

export type NamePart = 'first_name' | 'last_name';

const PARTS: NamePart[] = ['first_name', 'last_name'];
/** What the browser may fill in when the names are the user's own. */
const OWN_AUTOCOMPLETE: Record<NamePart, string> = { first_name: 'given-name', last_name: 'family-name' };

interface PersonNameFieldsProps {
  /** The labels, first name then last name. */
  labels: [string, string];
  /** Each name's rules (a schema's, or required with the form's own message). */
  rules: (part: NamePart) => FormRule[];
  /** The inputs' test ids, first name then last name. */
  testIds: [string, string];
  /** The names are the signed-in user's own, which the browser may fill in; otherwise it may not. */
  own?: boolean;
  /** Show the required mark beside the labels. */
  required?: boolean;
  /** Places each field in the form's layout (a column of a row); as it is without it. */
  wrap?: (field: ReactNode) => ReactNode;
}

/** A person's first and last names (up to 100 characters each), as the employee forms ask for them. */
export function PersonNameFields({ labels, rules, testIds, own, required, wrap }: PersonNameFieldsProps) {
  return PARTS.map((part, i) => {
    const field = (
      <Form.Item name={part} label={labels[i]} required={required} rules={rules(part)}>
        <Input maxLength={100} autoComplete={own ? OWN_AUTOCOMPLETE[part] : 'off'} data-testid={testIds[i]} />
      </Form.Item>
    );
    return <Fragment key={part}>{wrap ? wrap(field) : field}</Fragment>;
  });
}
