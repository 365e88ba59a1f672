import { BILLING_MESSAGES as M } from '@clockroom/contracts';
import type { ChargeResult, PaymentProvider, PaymentVerification } from './payment-provider.ts';

/**
 * PAYMENT_PROVIDER=disabled: an installation that takes no online payment (for example a production
 * server before a real gateway is contracted). Starting a payment is refused with a clear message.
 */
export class DisabledPaymentProvider implements PaymentProvider {
  readonly name = 'disabled';
  readonly acceptsPayments = false;

  async initialize(): Promise<void> {
    throw new Error(M.paymentsUnavailable);
  }

  async charge(): Promise<ChargeResult> {
    return { status: 'invalid', field: 'reference', message: M.paymentNotFound };
  }

  async verify(): Promise<PaymentVerification> {
    return { status: 'unknown', amount: null, currency: null, paidAt: null };
  }
}
