import { Form, Input } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { session } from '../../../../platform/session/session-store.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { verifyCompanyMutation } from '../api.ts';
import { SubmitButton } from '../../components/email-form-parts.tsx';

interface CompanyForm {
  company_id: string;
}

/** Step one of signing in: which company (tenant) are you signing in to? */
export default function CompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useMutation({
    ...verifyCompanyMutation(),
    onSuccess: ({ data }) => {
      session.setCompany(data);
      void navigate({ to: '/login' });
    },
  });
  const stored = session.get().company?.slug ?? '';

  return (
    <PublicCard
      title={t('company.title')}
      subtitle={t('company.subtitle')}
      footer={
        <span className="cr-muted">
          {t('company.noAccount')} <Link to="/signup">{t('auth.createAccount')}</Link>
        </span>
      }
    >
      <AppForm<CompanyForm>
        name="company"
        initialValues={{ company_id: stored }}
        onFinish={(v) => verify.mutate(v.company_id)}
      >
        <Form.Item
          name="company_id"
          label={t('company.field')}
          extra={t('company.hint')}
          rules={[requiredRule(AUTH_MESSAGES.companyIdRequired, t)]}
        >
          <Input
            data-testid="company-id-input"
            size="large"
            autoFocus
            autoCapitalize="none"
            autoComplete="organization"
            spellCheck={false}
            prefix={<ApartmentOutlined aria-hidden />}
            placeholder={t('company.placeholder')}
          />
        </Form.Item>
        <SubmitButton loading={verify.isPending} testId="company-submit">
          {t('common.continue')}
        </SubmitButton>
      </AppForm>
    </PublicCard>
  );
}
