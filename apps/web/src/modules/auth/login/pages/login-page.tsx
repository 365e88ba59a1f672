import { Form } from 'antd';
// The password field on its own: antd's `Input` also carries Search, TextArea and OTP (~5 KB gzip),
// which /login never shows (ARCHITECTURE §6 budget, docs/decisions/0010).
import Password from 'antd/es/input/Password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { defaultHomePath } from '../../../../platform/routing/active-view.ts';
import { safeReturnPath } from '../../../../platform/session/return-path.ts';
import { session, useSession } from '../../../../platform/session/session-store.ts';
import { useSignInAsNewUser } from '../../../../platform/session/use-logout.ts';
import { avatarColor, initialsFromName } from '../../../../platform/ui/avatar-color.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { EmailField, SubmitButton } from '../../components/email-form-parts.tsx';
import { loginMutation } from '../api.ts';

interface LoginForm {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useSession((s) => s.company);
  const signInAsNewUser = useSignInAsNewUser();
  const login = useMutation({
    ...loginMutation(queryClient),
    onSuccess: ({ message, user }) => {
      notifySuccess(message);
      if (user.must_change_password) {
        void navigate({ to: '/change-password-first-signin' });
        return;
      }
      const target = safeReturnPath(session.takeLastPage(), user) ?? defaultHomePath(user);
      void navigate({ href: target });
    },
  });
  if (!company) return null;

  const media = company.company_logo ? (
    <img className="cr-company-logo" src={company.company_logo} alt={company.company_name} />
  ) : (
    <span className="cr-initials" style={{ backgroundColor: avatarColor(company.company_name) }} aria-hidden>
      {initialsFromName(company.company_name)}
    </span>
  );

  return (
    <PublicCard
      media={media}
      title={t('login.title', { company: company.company_name })}
      subtitle={t('login.subtitle')}
      footer={
        <div className="cr-stack-center">
          <span className="cr-muted">
            {t('login.notYourCompany')}{' '}
            <a
              href="/company"
              data-testid="sign-in-new-user"
              onClick={(event) => {
                event.preventDefault();
                signInAsNewUser();
              }}
            >
              {t('login.newUser')}
            </a>
          </span>
          <span className="cr-muted">
            {t('company.noAccount')}{' '}
            <Link to="/signup" data-testid="create-account-link">
              {t('auth.createAccount')}
            </Link>
          </span>
        </div>
      }
    >
      <AppForm<LoginForm>
        name="login"
        onFinish={(v) => login.mutate({ email: v.email, password: v.password, companySlug: company.slug })}
      >
        <EmailField
          testId="login-email"
          autoFocus
          autoComplete="username"
          placeholder={t('fields.emailPlaceholder')}
        />
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={[{ required: true, message: t(AUTH_MESSAGES.passwordRequired) }]}
          style={{ marginBottom: 8 }}
        >
          <Password data-testid="login-password" size="large" autoComplete="current-password" />
        </Form.Item>
        <div className="cr-forgot-row">
          <Link to="/forgot-password" data-testid="forgot-password-link">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton loading={login.isPending} testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </AppForm>
    </PublicCard>
  );
}
