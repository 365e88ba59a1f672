import { Alert, Button, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, MESSAGES, firstSigninPasswordSchema } from '@clockroom/contracts';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { defaultHomePath } from '../../../../platform/routing/active-view.ts';
import { useLogout } from '../../../../platform/session/use-logout.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { sameAsRule, schemaRule } from '../../../../platform/ui/form-rules.ts';
import { firstSigninPasswordMutation } from '../api.ts';

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
        <Form.Item
          name="new_password"
          label={t('fields.newPassword')}
          extra={t(AUTH_MESSAGES.passwordRule)}
          rules={[schemaRule(firstSigninPasswordSchema.shape.new_password, t)]}
        >
          <Input.Password
            data-testid="first-signin-password"
            size="large"
            autoFocus
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={t('fields.confirmNewPassword')}
          dependencies={['new_password']}
          rules={[
            { required: true, message: t('changePassword.confirmRequired') },
            sameAsRule('new_password', AUTH_MESSAGES.passwordConfirmationMismatch, t),
          ]}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={change.isPending}
          data-testid="first-signin-submit"
        >
          {t('firstSignin.submit')}
        </Button>
      </AppForm>
    </PublicCard>
  );
}
