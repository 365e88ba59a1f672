import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardStep } from '../../../../billing/index.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { ModulePlanForm } from '../components/module-plan-form.tsx';
import { RenewalDone } from '../components/renewal-done.tsx';
import { useRenewal } from '../components/use-renewal.ts';
import '../../../../../platform/i18n/billing-translations.ts';
import '../../i18n.ts';
import '../../system-settings.css';

/** billing/renew/module: choose one module, then the same card checkout (sandbox provider). */
export default function RenewModulePage() {
  const { t } = useTranslation();
  const slug = useCurrentUser().employee.company.slug;
  const { stage, priced, back, paid } = useRenewal();
  return (
    <>
      <PageHeader
        title={t('billingSettings.renewModuleTitle')}
        subtitle={t('billingSettings.renewModuleSubtitle')}
        back
      />
      <Panel className="cr-settings-form" testId="renew-module-checkout">
        <Steps
          current={stage.step === 2 ? 3 : stage.step}
          size="small"
          className="cr-mb-lg"
          items={[
            { title: t('billingSettings.module') },
            { title: t('billing.stepPay') },
            { title: t('billing.stepDone') },
          ]}
        />
        {stage.step === 0 ? <ModulePlanForm onInitialized={priced} /> : null}
        {stage.step === 1 ? (
          <CardStep companyId={slug} order={stage.order} onBack={back} onPaid={paid} />
        ) : null}
        {stage.step === 2 ? <RenewalDone message={stage.message} /> : null}
      </Panel>
    </>
  );
}
