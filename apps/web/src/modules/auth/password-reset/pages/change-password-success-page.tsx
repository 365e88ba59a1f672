import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@clockroom/contracts';
import { AuthSuccessCard } from '../../components/auth-success-card.tsx';

export default function ChangePasswordSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthSuccessCard
      title={t('reset.successTitle')}
      message={AUTH_MESSAGES.passwordReset}
      to="/login"
      testId="go-to-login"
    />
  );
}
