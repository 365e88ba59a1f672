import { useTranslation } from 'react-i18next';
import { PlanStep } from '../../../../billing/index.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { RenewalCheckout } from '../components/renewal-checkout.tsx';
import '../../../../../platform/i18n/billing-translations.ts';
import '../../i18n.ts';
import '../../system-settings.css';

/** billing/renew: the subscription checkout for the signed-in company (sandbox provider). */
export default function RenewPage() {
  const { t } = useTranslation();
  const slug = useCurrentUser().employee.company.slug;
  return (
    <RenewalCheckout
      title={t('billingSettings.renewTitle')}
      subtitle={t('billingSettings.renewSubtitle')}
      testId="renew-checkout"
      choiceTitle={t('billing.stepPlan')}
      choose={(priced) => <PlanStep companyId={slug} locked onInitialized={({ order }) => priced(order)} />}
    />
  );
}
