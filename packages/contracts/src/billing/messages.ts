import { AUTH_MESSAGES } from '../auth/messages.ts';
import { MAX_BILLABLE_EMPLOYEES } from './plans.ts';

/**
 * Subscription and payment texts. The spec leaves them "not shown"; the three the sign-up flow
 * already names are reused from AUTH_MESSAGES so both screens say the same thing.
 */
export const BILLING_MESSAGES = {
  plansLoaded: 'Plans retrieved successfully',
  planRequired: 'Kindly select a plan',
  planUnknown: 'The selected plan does not exist',
  modulesRequired: 'Kindly select the modules you want to subscribe to',
  moduleUnknown: 'The selected module does not exist',
  employeesRequired: 'Kindly input the number of employees',
  employeesRule: `The number of employees must be a whole number from 1 to ${MAX_BILLABLE_EMPLOYEES.toLocaleString('en-US')}`,
  paymentStarted: 'Payment created. Kindly complete it with your card.',
  paymentReferenceRequired: AUTH_MESSAGES.paymentReferenceRequired,
  paymentNotFound: 'We could not find this payment. Kindly start the payment again.',
  paymentAlreadyPaid: 'This payment has already been made.',
  paymentSucceeded: 'Payment successful',
  cardNumberRequired: 'Kindly input your card number',
  cardNumberInvalid: 'Invalid card number',
  cardExpiryRequired: 'Kindly input the expiry date as MM/YY',
  cardExpired: 'Your card has expired',
  cvvRule: 'The CVV must be 3 or 4 digits',
  cardDeclined: 'Your card was declined.',
  sandboxCardOnly: 'Your card was declined. This test environment accepts only its test cards.',
  paymentNotVerified: AUTH_MESSAGES.paymentNotVerified,
  paymentPending: 'This payment has not been completed yet. Kindly complete the payment first.',
  paymentDeclined: 'This payment was declined. Kindly pay again with another card.',
  subscriptionActivated: AUTH_MESSAGES.subscriptionActivated,
  orderHistoryLoaded: 'Order history retrieved successfully',
  renewalDefaultsLoaded: 'Renewal defaults retrieved successfully',
  paymentsUnavailable:
    'Online payment is not available on this installation. Kindly contact support to renew your subscription.',
  tooManyPaymentAttempts: (seconds: number) =>
    `Too many payment attempts. Kindly try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`,
} as const;
