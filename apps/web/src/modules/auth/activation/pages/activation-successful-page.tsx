import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { AuthSuccessCard } from '../../components/auth-success-card.tsx';

export default function ActivationSuccessfulPage() {
  const { t } = useTranslation();
  return (
    <AuthSuccessCard
      title={t('activation.successTitle')}
      message={AUTH_MESSAGES.activated}
      to="/company"
      testId="activation-continue"
    />
  );
}
