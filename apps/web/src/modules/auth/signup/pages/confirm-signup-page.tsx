import { Button, Flex } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { StatusPanel } from '../../../../platform/ui/status-panel.tsx';
import { resendActivationMutation } from '../api.ts';
import { ResendActivationForm } from '../../components/resend-activation-form.tsx';

/** After sign-up: the activation link is in the user's inbox. */
export default function ConfirmSignupPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false });
  const email = typeof search.email === 'string' ? search.email : undefined;
  const company = typeof search.company === 'string' ? search.company : undefined;
  const resend = useMutation(resendActivationMutation());

  return (
    <PublicCard title={t('confirmSignup.title')}>
      <StatusPanel
        compact
        status="info"
        icon={<MailOutlined />}
        subTitle={email ? t('confirmSignup.sentTo', { email }) : t('confirmSignup.sent')}
      />
      {email && company ? (
        <Flex vertical gap={12} align="center">
          <p className="cr-muted cr-m0">{t('confirmSignup.notReceived')}</p>
          <Button
            onClick={() => resend.mutate({ email, company_id: company })}
            loading={resend.isPending}
            data-testid="resend-activation"
          >
            {t('activation.resend')}
          </Button>
          <Link to="/company">{t('activation.goToSignIn')}</Link>
        </Flex>
      ) : (
        <>
          <p className="cr-muted">{t('confirmSignup.resendHelp')}</p>
          <ResendActivationForm />
        </>
      )}
    </PublicCard>
  );
}
