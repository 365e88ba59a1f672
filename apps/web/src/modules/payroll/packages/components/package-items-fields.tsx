import { Checkbox, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAY_PACKAGE_MESSAGES as M, type PayBreakdown } from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { ItemRule } from './item-rule.tsx';

/** One item's inputs in the form: whether the package pays it, and its override amount. */
export interface ItemValues {
  included: boolean;
  amount?: string;
}

/** Holds the list's own message (none chosen, or the server's): the items are the fields. */
function ListMessage(_props: { value?: unknown; onChange?: (v: unknown) => void }) {
  return null;
}

/**
 * The pay breakdown items a package may pay, in position order: a tick, the item's rule, and an
 * amount that overrides the rule for this package (empty keeps the rule).
 */
export function PackageItemsFields({ items }: { items: readonly PayBreakdown[] }) {
  const { t } = useTranslation();
  return (
    <fieldset className="cr-pay-package-items" data-testid="pay-package-items">
      <legend>
        <Typography.Text strong>{t('payPackage.breakdown')}</Typography.Text>
      </legend>
      <Typography.Text type="secondary">{t('payPackage.breakdownHint')}</Typography.Text>
      {items.length === 0 ? (
        <Typography.Text type="warning">{t('payPackage.noBreakdown')}</Typography.Text>
      ) : null}
      {items.map((item) => (
        <div className="cr-pay-package-item" key={item.id} data-testid={`pay-package-item-${item.code}`}>
          <div>
            <Form.Item name={['items', String(item.id), 'included']} valuePropName="checked">
              <Checkbox data-testid={`pay-package-include-${item.code}`}>
                {item.allowance_name} <Typography.Text type="secondary">({item.code})</Typography.Text>
              </Checkbox>
            </Form.Item>
            <ItemRule
              rule={{
                calculation_type: item.calculation_type,
                percentage: item.percentage,
                ruleAmount: item.amount,
                formula: item.formula,
                is_pensionable: item.is_pensionable,
                is_taxable: item.is_taxable,
              }}
            />
          </div>
          <Form.Item
            noStyle
            shouldUpdate={(
              a: { items?: Record<string, ItemValues> },
              b: { items?: Record<string, ItemValues> },
            ) => a.items?.[String(item.id)]?.included !== b.items?.[String(item.id)]?.included}
          >
            {({ getFieldValue }) => (
              <AmountField
                name={['items', String(item.id), 'amount']}
                label={t('payPackage.override', { name: item.allowance_name })}
                placeholder={t('payPackage.overridePlaceholder')}
                disabled={!getFieldValue(['items', String(item.id), 'included'])}
                testId={`pay-package-amount-${item.code}`}
              />
            )}
          </Form.Item>
        </div>
      ))}
      <Form.Item
        name="pay_breakdowns"
        className="cr-pay-package-items-message"
        rules={[
          ({ getFieldValue }) => ({
            validator: async () => {
              const chosen = Object.values((getFieldValue('items') ?? {}) as Record<string, ItemValues>);
              if (!chosen.some((i) => i.included)) throw new Error(t(M.payBreakdownRequired));
            },
          }),
        ]}
      >
        <ListMessage />
      </Form.Item>
    </fieldset>
  );
}
