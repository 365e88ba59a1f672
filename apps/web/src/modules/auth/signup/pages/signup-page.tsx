import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';

/** Registration of a new company and its first administrator. */
export default function SignupPage() {
  const { t } = useTranslation();
  const { payload } = useParams({ strict: false });
  return (
    <PublicCard
      wide
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <span className="cr-muted">
          {t('signup.haveAccount')} <Link to="/company">{t('auth.signIn')}</Link>
        </span>
      }
    >
      <SignupForm companyId={payload ? decodeURIComponent(payload) : undefined} />
    </PublicCard>
  );
}
