import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, passwordSchema } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { sameAsRule, schemaRule } from '../../../../platform/ui/form-rules.ts';
import { resetPasswordMutation } from '../api.ts';

interface ResetValues {
  password: string;
  password_confirmation: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { reset_code: resetCode = '' } = useParams({ strict: false });
  const reset = useMutation({
    ...resetPasswordMutation(),
    onSuccess: () => void navigate({ to: '/change-password-success' }),
  });

  return (
    <PublicCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<Link to="/forgot-password">{t('reset.requestNew')}</Link>}
    >
      <AppForm<ResetValues>
        name="reset-password"
        onFinish={(values) => reset.mutate({ reset_code: resetCode, ...values })}
      >
        <Form.Item
          name="password"
          label={t('fields.newPassword')}
          extra={t(AUTH_MESSAGES.passwordRule)}
          rules={[schemaRule(passwordSchema, t)]}
        >
          <Input.Password data-testid="reset-password" size="large" autoFocus autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t(AUTH_MESSAGES.passwordConfirmationMismatch) },
            sameAsRule('password', AUTH_MESSAGES.passwordConfirmationMismatch, t),
          ]}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={reset.isPending}
          data-testid="reset-submit"
        >
          {t('reset.submit')}
        </Button>
      </AppForm>
    </PublicCard>
  );
}
