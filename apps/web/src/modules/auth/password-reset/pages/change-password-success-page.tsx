import { Button } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { StatusPanel } from '../../../../platform/ui/status-panel.tsx';

export default function ChangePasswordSuccessPage() {
  const { t } = useTranslation();
  return (
    <PublicCard title={t('reset.successTitle')}>
      <StatusPanel
        icon={<CheckCircleFilled />}
        compact
        status="success"
        subTitle={t(AUTH_MESSAGES.passwordReset)}
        extra={
          <Link to="/login">
            <Button type="primary" size="large" data-testid="go-to-login">
              {t('activation.goToSignIn')}
            </Button>
          </Link>
        }
      />
    </PublicCard>
  );
}
