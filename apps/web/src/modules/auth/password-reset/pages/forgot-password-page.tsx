import { Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, type EmailAndCompanyInput } from '@clockroom/contracts';
import { useSession } from '../../../../platform/session/session-store.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { EmailField, SubmitButton } from '../../components/email-form-parts.tsx';
import { forgotPasswordMutation } from '../api.ts';

/** Request a reset link; the company comes from /company, or is asked for here when none is stored. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = useSession((s) => s.company);
  const request = useMutation({
    ...forgotPasswordMutation(),
    onSuccess: (_result, input) =>
      void navigate({ to: '/forgot-password-confirm', search: { email: input.email } }),
  });

  return (
    <PublicCard
      title={t('forgot.title')}
      subtitle={
        company ? t('forgot.subtitleCompany', { company: company.company_name }) : t('forgot.subtitle')
      }
      footer={<Link to="/login">{t('forgot.backToSignIn')}</Link>}
    >
      <AppForm<EmailAndCompanyInput>
        name="forgot-password"
        initialValues={{ company_id: company?.slug ?? '' }}
        onFinish={(values) => request.mutate({ ...values, company_id: company?.slug ?? values.company_id })}
      >
        {company ? null : (
          <Form.Item
            name="company_id"
            label={t('company.field')}
            rules={[requiredRule(AUTH_MESSAGES.companyIdRequired, t)]}
          >
            <Input data-testid="company-id-input" autoFocus autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        )}
        <EmailField
          testId="forgot-email"
          autoFocus={!!company}
          autoComplete="email"
          prefix={<MailOutlined aria-hidden />}
        />
        <SubmitButton loading={request.isPending} testId="forgot-submit">
          {t('forgot.submit')}
        </SubmitButton>
      </AppForm>
      {company ? (
        <p className="cr-muted cr-mt cr-small">
          {t('forgot.otherCompany')} <Link to="/company">{t('forgot.chooseCompany')}</Link>
        </p>
      ) : null}
    </PublicCard>
  );
}
