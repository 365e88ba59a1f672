import { Alert, Button, Col, Flex, Row } from 'antd';
import { CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizeCardNumber, sandboxChargeSchema, type PaymentInitialized } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { Money } from '../../../../platform/ui/money.tsx';
import { payAndSubscribeMutation } from '../api.ts';
import { SANDBOX_TEST_CARD, formatCardNumber, formatExpiry } from '../checkout.ts';
import { OrderSummary } from './order-summary.tsx';

interface CardValues {
  card_number: string;
  expiry: string;
  cvv: string;
}

interface CardStepProps {
  companyId: string;
  order: PaymentInitialized;
  onBack: () => void;
  onPaid: (message: string) => void;
}

const field = sandboxChargeSchema.shape;

/** The sandbox card form; the amount is the server's, from "initialize". */
export function CardStep({ companyId, order, onBack, onPaid }: CardStepProps) {
  const { t } = useTranslation();
  const pay = useMutation({
    ...payAndSubscribeMutation(),
    onSuccess: ({ message }) => onPaid(message),
  });

  return (
    <Row gutter={24}>
      <Col xs={24} md={14}>
        <AppForm<CardValues>
          name="payment-card"
          facts={{ shape: field, labels: 'billing', testIds: 'card' }}
          onFinish={(values) =>
            pay.mutate({
              companyId,
              charge: {
                reference: order.reference,
                card_number: normalizeCardNumber(values.card_number),
                expiry: values.expiry,
                cvv: values.cvv,
              },
            })
          }
        >
          <Alert
            type="info"
            showIcon
            className="cr-mb"
            title={t('billing.sandboxHint', { card: SANDBOX_TEST_CARD })}
          />
          <TextField
            name="card_number"
            normalize={formatCardNumber}
            testId="card-number"
            size="large"
            inputMode="numeric"
            autoComplete="cc-number"
            autoFocus
            prefix={<CreditCardOutlined aria-hidden />}
            placeholder="0000 0000 0000 0000"
          />
          <Row gutter={16}>
            <Col span={12}>
              <TextField
                name="expiry"
                normalize={formatExpiry}
                size="large"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
              />
            </Col>
            <Col span={12}>
              <TextField
                name="cvv"
                filter="digits"
                size="large"
                maxLength={4}
                autoComplete="cc-csc"
                placeholder="123"
              />
            </Col>
          </Row>
          <Flex gap={12} wrap>
            <Button size="large" onClick={onBack} disabled={pay.isPending}>
              {t('common.back')}
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              icon={<LockOutlined />}
              loading={pay.isPending}
              className="cr-grow"
              data-testid="pay-submit"
            >
              {t('billing.pay')} <Money value={order.amount} currency={order.currency} />
            </Button>
          </Flex>
        </AppForm>
      </Col>
      <Col xs={24} md={10}>
        <OrderSummary order={order} />
        <p className="cr-small cr-muted cr-mt" data-testid="payment-reference">
          {t('billing.reference', { reference: order.reference })}
        </p>
      </Col>
    </Row>
  );
}
