import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { sameAsRule, schemaRule, type FieldSchema } from './form-rules.ts';

interface NewPasswordFieldsProps {
  /** Form names of the new password and its confirmation, as each API spells them. */
  name: string;
  confirmName: string;
  /** The contracts' rule for the new password, so the form refuses what the server would. */
  schema: FieldSchema;
  label: string;
  confirmLabel: string;
  confirmRequiredMessage: string;
  testId?: string;
  confirmTestId?: string;
  size?: 'middle' | 'large';
  autoFocus?: boolean;
}

/** New password plus "type it again": the pair every set/reset/change password form shares. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={props.name}
        label={t(props.label)}
        extra={t(AUTH_MESSAGES.passwordRule)}
        rules={[schemaRule(props.schema, t)]}
      >
        <Input.Password
          data-testid={props.testId}
          size={props.size}
          autoFocus={props.autoFocus}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name={props.confirmName}
        label={t(props.confirmLabel)}
        dependencies={[props.name]}
        rules={[
          { required: true, message: t(props.confirmRequiredMessage) },
          sameAsRule(props.name, AUTH_MESSAGES.passwordConfirmationMismatch, t),
        ]}
      >
        <Input.Password data-testid={props.confirmTestId} size={props.size} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
