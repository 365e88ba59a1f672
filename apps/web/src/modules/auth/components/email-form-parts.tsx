import type { ReactNode } from 'react';
import { Button, Form } from 'antd';
// The field on its own: antd's `Input` also carries Search, TextArea and OTP (~5 KB gzip), which
// /login never shows (ARCHITECTURE §6 budget, docs/decisions/0010).
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { requiredRule } from '../../../platform/ui/form-rules.ts';

interface EmailFieldProps {
  testId?: string;
  autoFocus: boolean;
  /** `username` where a password follows (sign-in), `email` elsewhere. */
  autoComplete: 'username' | 'email';
  placeholder?: string;
  prefix?: ReactNode;
  /** The input at antd's default size rather than large (the resend-activation form under a page's message). */
  compact?: boolean;
}

/** A public form's email: required, and an address (AUTH_MESSAGES' words). */
export function EmailField({
  testId,
  autoFocus,
  autoComplete,
  placeholder,
  prefix,
  compact,
}: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="email"
      label={t('fields.email')}
      rules={[
        requiredRule(AUTH_MESSAGES.emailRequired, t),
        { type: 'email', message: t(AUTH_MESSAGES.emailInvalid) },
      ]}
    >
      <Input
        data-testid={testId}
        size={compact ? undefined : 'large'}
        type="email"
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        placeholder={placeholder}
        prefix={prefix}
      />
    </Form.Item>
  );
}

/** A public form's one large, full-width submit button. */
export function SubmitButton({
  loading,
  testId,
  children,
}: {
  loading: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={loading} data-testid={testId}>
      {children}
    </Button>
  );
}
