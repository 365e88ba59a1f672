import { Button } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../../../platform/ui/status-panel.tsx';
import { BILLING_PATH } from '../api.ts';

/** After a renewal: the server's message and the way back to the order history. */
export function RenewalDone({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={<CheckCircleFilled />}
      status="success"
      testId="renewal-done"
      title={t(message || 'billingSettings.paidTitle')}
      subTitle={t('billingSettings.paidText')}
      extra={
        <Link to={`${BILLING_PATH}/order-history`}>
          <Button type="primary" data-testid="renewal-back">
            {t('billingSettings.backToHistory')}
          </Button>
        </Link>
      }
    />
  );
}
