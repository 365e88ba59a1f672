import { useTranslation } from 'react-i18next';
import { ModulePlanForm } from '../components/module-plan-form.tsx';
import { RenewalCheckout } from '../components/renewal-checkout.tsx';
import '../../../../../platform/i18n/billing-translations.ts';
import '../../i18n.ts';
import '../../system-settings.css';

/** billing/renew/module: choose one module, then the same card checkout (sandbox provider). */
export default function RenewModulePage() {
  const { t } = useTranslation();
  return (
    <RenewalCheckout
      title={t('billingSettings.renewModuleTitle')}
      subtitle={t('billingSettings.renewModuleSubtitle')}
      testId="renew-module-checkout"
      choiceTitle={t('billingSettings.module')}
      choose={(priced) => <ModulePlanForm onInitialized={priced} />}
    />
  );
}
