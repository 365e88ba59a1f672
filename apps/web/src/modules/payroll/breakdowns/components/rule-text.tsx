import { useTranslation } from 'react-i18next';
import { nairaToKobo, type PayBreakdown } from '@clockroom/contracts';
import { Money } from '../../../../platform/ui/money.tsx';

/** How an item's monthly amount is found, in words: "40.00 % of the monthly salary", "₦15,000.50 a month", its formula. */
export function RuleText({ item }: { item: PayBreakdown }) {
  const { t } = useTranslation();
  if (item.calculation_type === 'percentage') {
    return <span>{t('payBreakdown.rulePercentage', { value: item.percentage ?? '0.00' })}</span>;
  }
  if (item.calculation_type === 'fixed') {
    return (
      <span>
        <Money value={nairaToKobo(item.amount ?? '0') ?? 0} /> {t('payBreakdown.perMonth')}
      </span>
    );
  }
  return <code className="cr-pay-breakdown-formula">{item.formula}</code>;
}
