import { Button, Result } from 'antd';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_MESSAGES as O } from '@clockroom/contracts';
import { OnboardingShell } from '../components/onboarding-shell.tsx';
import { useDocumentTitle } from '../../../platform/hooks/use-document-title.ts';
import '../i18n.ts';

/** /get-started-success: the registration-finished screen (spec 2 §2); Proceed opens ESS home. */
export default function GetStartedSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t(O.finishTitle));
  return (
    <OnboardingShell>
      <section className="cr-public-card" data-testid="onboarding-finish">
        <Result
          status="success"
          title={t(O.finishTitle)}
          subTitle={t(O.finishText)}
          extra={
            <Link to="/ess/home">
              <Button type="primary" size="large" data-testid="onboarding-proceed">
                {t('onboarding.proceed')}
              </Button>
            </Link>
          }
        />
      </section>
    </OnboardingShell>
  );
}
