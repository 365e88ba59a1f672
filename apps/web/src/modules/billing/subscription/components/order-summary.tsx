import { Button, Divider, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@clockroom/contracts';
import { Money } from '../../../../platform/ui/money.tsx';

type Priced = Pick<
  Quote,
  'line_items' | 'subtotal' | 'discount' | 'discount_percent' | 'amount' | 'currency'
>;

/** Line items (module × employees × months), the plan's discount and the total. */
export function OrderSummary({ order }: { order: Priced | null }) {
  const { t } = useTranslation();
  return (
    <div className="cr-summary" data-testid="order-summary">
      <strong>{t('billing.summary')}</strong>
      {order ? (
        <>
          {order.line_items.map((line) => (
            <Flex key={line.module} justify="space-between" gap={12} className="cr-summary-line">
              <span>
                {t(line.name)}
                <span className="cr-small cr-block cr-muted">
                  <Money value={line.price_per_employee} currency={order.currency} />{' '}
                  {t('billing.lineDetail', { employees: line.employees, count: line.months })}
                </span>
              </span>
              <Money value={line.amount} currency={order.currency} />
            </Flex>
          ))}
          <Divider className="cr-divider-tight" />
          {order.discount > 0 ? (
            <Flex justify="space-between" className="cr-muted">
              <span>{t('billing.discount', { percent: order.discount_percent })}</span>
              <span>
                −<Money value={order.discount} currency={order.currency} />
              </span>
            </Flex>
          ) : null}
          <Flex justify="space-between" align="baseline">
            <strong>{t('billing.total')}</strong>
            <span className="cr-summary-total" data-testid="order-total">
              <Money value={order.amount} currency={order.currency} />
            </span>
          </Flex>
        </>
      ) : (
        <p className="cr-muted cr-mt">{t('billing.summaryEmpty')}</p>
      )}
    </div>
  );
}

/**
 * The order and the button that submits it, beside a checkout form: the new subscription's plan step
 * and the admin's renew screens show the same total and "Continue to payment".
 */
export function OrderCheckout({
  order,
  saving,
  testId,
}: {
  order: Priced | null;
  saving: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <OrderSummary order={order} />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        className="cr-mt"
        loading={saving}
        data-testid={testId}
      >
        {t('billing.continueToPayment')}
      </Button>
    </>
  );
}
