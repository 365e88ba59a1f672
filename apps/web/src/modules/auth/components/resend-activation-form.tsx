import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, type EmailAndCompanyInput } from '@clockroom/contracts';
import { AppForm } from '../../../platform/ui/app-form.tsx';
import { requiredRule } from '../../../platform/ui/form-rules.ts';
import { resendActivationMutation } from '../signup/api.ts';
import { EmailField } from './email-form-parts.tsx';

interface ResendActivationFormProps {
  email?: string;
  companyId?: string;
}

/** Asks for a fresh activation link (POST /auth/resend-activation-email). */
export function ResendActivationForm({ email, companyId }: ResendActivationFormProps) {
  const { t } = useTranslation();
  const resend = useMutation(resendActivationMutation());
  return (
    <AppForm<EmailAndCompanyInput>
      name="resend-activation"
      initialValues={{ email: email ?? '', company_id: companyId ?? '' }}
      onFinish={(values) => resend.mutate(values)}
    >
      <EmailField compact autoFocus={!email} autoComplete="email" />
      <Form.Item
        name="company_id"
        label={t('company.field')}
        rules={[requiredRule(AUTH_MESSAGES.companyIdRequired, t)]}
      >
        <Input autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Button htmlType="submit" block loading={resend.isPending} data-testid="resend-activation">
        {t('activation.resend')}
      </Button>
    </AppForm>
  );
}
