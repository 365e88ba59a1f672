import { useTranslation } from 'react-i18next';
import type { OvertimeRule } from '@clockroom/contracts';
import { amountText } from '../amount-text.ts';

/** How a rule pays, in words: "₦1,500.00 per overtime hour" or "Hourly rate + 50.00 %". */
export function RulePay({ rule }: { rule: Pick<OvertimeRule, 'payment_type' | 'amount'> }) {
  const { t } = useTranslation();
  return (
    <span className="cr-overtime-nowrap" data-testid="overtime-rule-pay">
      {rule.payment_type === 'fixed'
        ? t('overtimeRule.fixedPay', { amount: amountText(rule.amount) })
        : t('overtimeRule.premiumPay', { percent: rule.amount.replace(/\.00$/, '') })}
    </span>
  );
}
