import { Button } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { StatusPanel } from '../../../../platform/ui/status-panel.tsx';

export default function ForgotPasswordConfirmPage() {
  const { t } = useTranslation();
  const { email } = useSearch({ strict: false });
  return (
    <PublicCard title={t('forgot.confirmTitle')}>
      <StatusPanel
        compact
        status="info"
        icon={<MailOutlined />}
        title={email ? <span className="cr-result-email">{email}</span> : undefined}
        subTitle={t(AUTH_MESSAGES.forgotPasswordSent)}
        extra={
          <>
            <Link to="/login">
              <Button type="primary">{t('forgot.backToSignIn')}</Button>
            </Link>
            <Link to="/forgot-password">
              <Button>{t('forgot.tryAgain')}</Button>
            </Link>
          </>
        }
      />
    </PublicCard>
  );
}
