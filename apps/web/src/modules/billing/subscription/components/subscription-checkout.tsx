import { useState } from 'react';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentInitialized } from '@clockroom/contracts';
import { CardStep } from './card-step.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { PlanStep } from './plan-step.tsx';

type Stage =
  | { step: 0 }
  | { step: 1; companyId: string; order: PaymentInitialized }
  | { step: 2; companyId: string; message: string };

interface SubscriptionCheckoutProps {
  companyId: string;
  /** The identifier came from the address (/activate/{id}) and cannot be changed. */
  locked: boolean;
}

/** Choose plan → pay with a card → subscription active. */
export function SubscriptionCheckout({ companyId, locked }: SubscriptionCheckoutProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ step: 0 });
  return (
    <>
      <Steps
        // Once paid, every step is done.
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
        <PlanStep
          companyId={companyId}
          locked={locked}
          onInitialized={(next) => setStage({ step: 1, ...next })}
        />
      ) : null}
      {stage.step === 1 ? (
        <CardStep
          companyId={stage.companyId}
          order={stage.order}
          onBack={() => setStage({ step: 0 })}
          onPaid={(message) => setStage({ step: 2, companyId: stage.companyId, message })}
        />
      ) : null}
      {stage.step === 2 ? <PaymentSuccess companyId={stage.companyId} message={stage.message} /> : null}
    </>
  );
}
