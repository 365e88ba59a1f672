import { Form, Input, type FormRule } from 'antd';
import { PhoneField } from './phone-field.tsx';
import './contact-person-fields.css';
import { TextField } from './form-fields/text-field.tsx';

export interface ContactPersonFieldsProps {
  /** Field prefix: `${prefix}_name`, `_relationship`, `_phone` (number), `_code` (dialling code), `_address`. */
  prefix: string;
  /** Translated labels; no `address` label means no address field. */
  labels: { name: string; relationship: string; phone: string; address?: string };
  /** Translated messages for a half-filled person (rules in contracts' employee-record.ts). */
  messages: { nameRequired: string; phoneRequired: string };
  testIdPrefix: string;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * Someone to call about an employee (next of kin, emergency contact): name, relationship, phone and
 * optionally an address, in a grid of its own. Nothing is required until something is typed; then
 * the name and the phone are, as the server rules say.
 */
export function ContactPersonFields({ prefix, labels, messages, testIdPrefix }: ContactPersonFieldsProps) {
  const f = (suffix: string) => `${prefix}_${suffix}`;
  const others = [f('name'), f('relationship'), f('phone'), ...(labels.address ? [f('address')] : [])];
  const neededWhenAnyFilled =
    (self: string, message: string): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const any = others.filter((o) => o !== self).some((o) => filled(getFieldValue(o)));
        if (any && !filled(value)) throw new Error(message);
      },
    });
  const form = Form.useFormInstance();
  const typed = [
    Form.useWatch(f('name'), form),
    Form.useWatch(f('relationship'), form),
    Form.useWatch(f('address'), form),
  ].some(filled);
  const phoneTyped = filled(Form.useWatch(f('phone'), form));
  return (
    <div className="cr-contact-person-grid">
      <Form.Item
        name={f('name')}
        label={labels.name}
        required={typed || phoneTyped}
        dependencies={others.filter((o) => o !== f('name'))}
        rules={[neededWhenAnyFilled(f('name'), messages.nameRequired)]}
      >
        <Input maxLength={150} autoComplete="off" data-testid={`${testIdPrefix}-name`} />
      </Form.Item>
      <TextField
        name={f('relationship')}
        label={labels.relationship}
        maxLength={60}
        autoComplete="off"
        testId={`${testIdPrefix}-relationship`}
      />
      <PhoneField
        codeName={f('code')}
        numberName={f('phone')}
        label={labels.phone}
        required={typed}
        requiredMessage={messages.phoneRequired}
        testId={`${testIdPrefix}-phone`}
      />
      {labels.address ? (
        <TextField
          name={f('address')}
          label={labels.address}
          maxLength={300}
          autoComplete="off"
          testId={`${testIdPrefix}-address`}
        />
      ) : null}
    </div>
  );
}
