import type { ReactNode } from 'react';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentInitialized } from '@clockroom/contracts';
import { CardStep } from '../../../../billing/index.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { RenewalDone } from './renewal-done.tsx';
import { useRenewal } from './use-renewal.ts';

export interface RenewalCheckoutProps {
  title: string;
  subtitle: string;
  testId: string;
  /** The first step's title (what is being bought). */
  choiceTitle: string;
  /** The first step: a form that prices an order and hands it on. */
  choose: (priced: (order: PaymentInitialized) => void) => ReactNode;
}

/** A renewal: choose what to buy, pay by card (sandbox provider), then the result. */
export function RenewalCheckout({ title, subtitle, testId, choiceTitle, choose }: RenewalCheckoutProps) {
  const { t } = useTranslation();
  const slug = useCurrentUser().employee.company.slug;
  const { stage, priced, back, paid } = useRenewal();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} back />
      <Panel className="cr-settings-form" testId={testId}>
        <Steps
          current={stage.step === 2 ? 3 : stage.step}
          size="small"
          className="cr-mb-lg"
          items={[{ title: choiceTitle }, { title: t('billing.stepPay') }, { title: t('billing.stepDone') }]}
        />
        {stage.step === 0 ? choose(priced) : null}
        {stage.step === 1 ? (
          <CardStep companyId={slug} order={stage.order} onBack={back} onPaid={paid} />
        ) : null}
        {stage.step === 2 ? <RenewalDone message={stage.message} /> : null}
      </Panel>
    </>
  );
}
