import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, passwordSchema } from '@clockroom/contracts';
import { NewPasswordFields } from '../../../../platform/ui/new-password-fields.tsx';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { resetPasswordMutation } from '../api.ts';
import { SubmitButton } from '../../components/email-form-parts.tsx';

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
        <NewPasswordFields
          name="password"
          confirmName="password_confirmation"
          schema={passwordSchema}
          label="fields.newPassword"
          confirmLabel="fields.confirmPassword"
          confirmRequiredMessage={AUTH_MESSAGES.passwordConfirmationMismatch}
          testId="reset-password"
          size="large"
          autoFocus
        />
        <SubmitButton loading={reset.isPending} testId="reset-submit">
          {t('reset.submit')}
        </SubmitButton>
      </AppForm>
    </PublicCard>
  );
}
