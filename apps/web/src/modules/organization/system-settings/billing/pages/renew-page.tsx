import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlanStep } from '../../../../billing/index.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { RenewalCheckout } from '../components/renewal-checkout.tsx';
import { renewalDefaultsQuery } from '../api.ts';
import '../../../../../platform/i18n/billing-translations.ts';
import '../../i18n.ts';
import '../../system-settings.css';

/** billing/renew: the subscription checkout for the signed-in company (sandbox provider). */
export default function RenewPage() {
  const { t } = useTranslation();
  const slug = useCurrentUser().employee.company.slug;
  // Proposes the company's head count and current modules; without them, the checkout's own defaults.
  const defaults = useQuery(renewalDefaultsQuery());
  return (
    <RenewalCheckout
      title={t('billingSettings.renewTitle')}
      subtitle={t('billingSettings.renewSubtitle')}
      testId="renew-checkout"
      choiceTitle={t('billing.stepPlan')}
      choose={(priced) =>
        defaults.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <PlanStep
            companyId={slug}
            locked
            defaults={defaults.data}
            onInitialized={({ order }) => priced(order)}
          />
        )
      }
    />
  );
}
