import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardStep, PlanStep } from '../../../../billing/index.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { RenewalDone } from '../components/renewal-done.tsx';
import { useRenewal } from '../components/use-renewal.ts';
import '../../../../../platform/i18n/billing-translations.ts';
import '../../i18n.ts';
import '../../system-settings.css';

/** billing/renew: the subscription checkout for the signed-in company (sandbox provider). */
export default function RenewPage() {
  const { t } = useTranslation();
  const slug = useCurrentUser().employee.company.slug;
  const { stage, priced, back, paid } = useRenewal();
  return (
    <>
      <PageHeader
        title={t('billingSettings.renewTitle')}
        subtitle={t('billingSettings.renewSubtitle')}
        back
      />
      <Panel className="cr-settings-form" testId="renew-checkout">
        <Steps
          current={stage.step === 2 ? 3 : stage.step}
          size="small"
          className="cr-mb-lg"
          items={[
            { title: t('billing.stepPlan') },
            { title: t('billing.stepPay') },
            { title: t('billing.stepDone') },
          ]}
        />
        {stage.step === 0 ? (
          <PlanStep companyId={slug} locked onInitialized={({ order }) => priced(order)} />
        ) : null}
        {stage.step === 1 ? (
          <CardStep companyId={slug} order={stage.order} onBack={back} onPaid={paid} />
        ) : null}
        {stage.step === 2 ? <RenewalDone message={stage.message} /> : null}
      </Panel>
    </>
  );
}
