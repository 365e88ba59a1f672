import { useTranslation } from 'react-i18next';
import type { WorkRate } from '@clockroom/contracts';
import { amountText } from '../amount-text.ts';

/** A work rate's monthly base in words: the custom salary, or the pay breakdown items it sums. */
export function WorkRateBase({
  rate,
}: {
  rate: Pick<WorkRate, 'use_custom_charge' | 'custom_charge' | 'pay_breakdowns'>;
}) {
  const { t } = useTranslation();
  // The salary is whole naira (ADR 37), so its text is exact.
  return rate.use_custom_charge ? (
    <span>{t('workRate.customBase', { amount: amountText(rate.custom_charge) })}</span>
  ) : (
    <span>
      {t('workRate.payrollBase', {
        items: rate.pay_breakdowns.map((p) => p.allowance_name).join(', ') || '—',
      })}
    </span>
  );
}
