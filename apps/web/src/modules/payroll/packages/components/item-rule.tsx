import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFigureText } from '../money-text.ts';

/** What an item's rule needs: a pay breakdown item, as the breakdown list or a package answers it. */
export interface RuleOf {
  calculation_type: 'percentage' | 'fixed' | 'formula';
  percentage: string | null;
  /** The item's own fixed amount (naira text). */
  ruleAmount: string | null;
  formula: string | null;
  is_pensionable: boolean;
  is_taxable: boolean;
}

type Figures = ReturnType<typeof useFigureText>;

/** The item's own rule in words and the reader's figures ("40.00 % of the monthly salary", "Formula: …"). */
export function ruleText(
  t: (key: string, o?: Record<string, unknown>) => string,
  figures: Figures,
  rule: RuleOf,
): string {
  if (rule.calculation_type === 'percentage')
    return t('payPackage.rule.percentage', { percentage: figures.decimal(rule.percentage ?? '0.00') });
  if (rule.calculation_type === 'fixed')
    return t('payPackage.rule.fixed', { amount: figures.naira(rule.ruleAmount) });
  return t('payPackage.rule.formula', { formula: rule.formula ?? '' });
}

/**
 * An item's rule with its pension and tax flags; with `override` (naira text), the package's own
 * amount first and the rule it replaces struck through.
 */
export function ItemRule({ rule, override }: { rule: RuleOf; override?: string | null }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const text = ruleText(t, figures, rule);
  return (
    <span className="cr-pay-package-rule">
      {override ? (
        <>
          <Typography.Text strong>
            {t('payPackage.rule.override', { amount: figures.naira(override) })}
          </Typography.Text>
          <Typography.Text type="secondary" delete>
            {text}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{text}</Typography.Text>
      )}
      {rule.is_pensionable ? <Tag>{t('payPackage.pensionable')}</Tag> : null}
      {rule.is_taxable ? null : <Tag>{t('payPackage.notTaxable')}</Tag>}
    </span>
  );
}
