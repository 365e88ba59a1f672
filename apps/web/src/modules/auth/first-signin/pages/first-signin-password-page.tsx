import { Alert, Button } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, firstSigninPasswordSchema } from '@clockroom/contracts';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { defaultHomePath } from '../../../../platform/routing/active-view.ts';
import { useLogout } from '../../../../platform/session/use-logout.ts';
import { NewPasswordFields } from '../../../../platform/ui/new-password-fields.tsx';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { firstSigninPasswordMutation } from '../api.ts';
import { SubmitButton } from '../../components/email-form-parts.tsx';

interface FirstSigninValues {
  new_password: string;
  confirm_password: string;
}

export default function FirstSigninPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const change = useMutation({
    ...firstSigninPasswordMutation(queryClient),
    onSuccess: ({ message, user }) => {
      notifySuccess(message);
      void navigate({ href: defaultHomePath(user) });
    },
  });

  return (
    <PublicCard
      title={t('firstSignin.title')}
      subtitle={t('firstSignin.subtitle')}
      footer={
        <span className="cr-muted">
          {t('firstSignin.notNow')}{' '}
          <Button
            type="link"
            size="small"
            className="cr-inline-link"
            onClick={() => logout.mutate()}
            data-testid="first-signin-logout"
          >
            {t('userMenu.logout')}
          </Button>
        </span>
      }
    >
      <Alert type="info" showIcon title={t(MESSAGES.firstSigninPasswordRequired)} className="cr-mb" />
      <AppForm<FirstSigninValues>
        name="first-signin"
        onFinish={(values) => change.mutate(values.new_password)}
      >
        <NewPasswordFields
          name="new_password"
          confirmName="confirm_password"
          schema={firstSigninPasswordSchema.shape.new_password}
          label="fields.newPassword"
          confirmLabel="fields.confirmNewPassword"
          confirmRequiredMessage="changePassword.confirmRequired"
          testId="first-signin-password"
          size="large"
          autoFocus
        />
        <SubmitButton loading={change.isPending} testId="first-signin-submit">
          {t('firstSignin.submit')}
        </SubmitButton>
      </AppForm>
    </PublicCard>
  );
}
