import { useTranslation } from 'react-i18next';
import type { PayBreakdown } from '@clockroom/contracts';
import { useFigureText } from '../../packages/money-text.ts';

/**
 * How an item's monthly amount is found, in words and in the reader's figures: "40.00 % of the
 * monthly salary" ("40,00 % du salaire mensuel"), "₦15,000.50 a month", its formula.
 */
export function RuleText({ item }: { item: PayBreakdown }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  if (item.calculation_type === 'percentage') {
    return (
      <span>{t('payBreakdown.rulePercentage', { value: figures.decimal(item.percentage ?? '0.00') })}</span>
    );
  }
  if (item.calculation_type === 'fixed') {
    return (
      <span>
        <span className="cr-money">{figures.naira(item.amount ?? '0.00')}</span> {t('payBreakdown.perMonth')}
      </span>
    );
  }
  return <code className="cr-pay-breakdown-formula">{item.formula}</code>;
}
