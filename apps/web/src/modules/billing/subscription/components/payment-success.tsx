import { Button } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { StatusPanel } from '../../../../platform/ui/status-panel.tsx';

/** The subscription is active: carry on to sign in. */
export function PaymentSuccess({ companyId, message }: { companyId: string; message: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={<CheckCircleFilled />}
      testId="payment-success"
      status="success"
      title={t(message || AUTH_MESSAGES.subscriptionActivated)}
      subTitle={t('billing.successText', { company: companyId })}
      extra={
        <Link to="/company">
          <Button type="primary" size="large" data-testid="payment-sign-in">
            {t('activation.goToSignIn')}
          </Button>
        </Link>
      }
    />
  );
}
