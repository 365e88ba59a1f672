import { Alert, Flex, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../../../platform/notify/error-notice.ts';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { ResendActivationForm } from '../../components/resend-activation-form.tsx';
import { accountActivationQuery } from '../api.ts';

export default function AccountActivationPage() {
  const { t } = useTranslation();
  const { user_id: userId = '', confirmation_code: code = '' } = useParams({ strict: false });
  const activation = useQuery(accountActivationQuery(userId, code));

  if (activation.isSuccess) return <Navigate to="/activation-successful" replace />;
  if (activation.isPending) {
    return (
      <PublicCard title={t('activation.activating')}>
        <Flex justify="center" className="cr-pad-lg">
          <Spin size="large" />
        </Flex>
      </PublicCard>
    );
  }
  const failure = errorNotice(activation.error);
  return (
    <PublicCard
      title={t('activation.failedTitle')}
      footer={<Link to="/company">{t('activation.goToSignIn')}</Link>}
    >
      <Alert
        type="error"
        showIcon
        title={t(failure.title)}
        description={failure.lines.map((line) => t(line)).join(' ') || undefined}
        className="cr-mb"
      />
      <p className="cr-muted">{t('activation.resendHelp')}</p>
      <ResendActivationForm />
    </PublicCard>
  );
}
