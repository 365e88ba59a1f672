import { Button } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../platform/ui/public-card.tsx';
import { StatusPanel } from '../../../platform/ui/status-panel.tsx';

interface AuthSuccessCardProps {
  title: string;
  /** What went well (a message key the server also answers). */
  message: string;
  /** The sign-in step the button opens. */
  to: '/company' | '/login';
  testId: string;
}

/** The end of an account step (activated, password reset): what happened and a way to sign in. */
export function AuthSuccessCard({ title, message, to, testId }: AuthSuccessCardProps) {
  const { t } = useTranslation();
  return (
    <PublicCard title={title}>
      <StatusPanel
        icon={<CheckCircleFilled />}
        compact
        status="success"
        subTitle={t(message)}
        extra={
          <Link to={to}>
            <Button type="primary" size="large" data-testid={testId}>
              {t('activation.goToSignIn')}
            </Button>
          </Link>
        }
      />
    </PublicCard>
  );
}
