/**
 * The seam to a payment gateway. Clockroom has no network in its build and test environments, so the
 * only implementation today is the sandbox; a real gateway (Paystack, Flutterwave) fits the same shape:
 * we announce the amount under our reference, the customer pays on the gateway, and we ask the
 * gateway — never the browser — whether the reference was paid. Deliberately free of the platform
 * (no transaction, no request context): a gateway is outside our database and does not roll back.
 */
export interface CardDetails {
  card_number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

export type ChargeResult =
  | { status: 'success'; paidAt: Date }
  | { status: 'declined'; message: string }
  | { status: 'invalid'; field: keyof CardDetails | 'reference'; message: string };

export interface PaymentVerification {
  status: 'success' | 'failed' | 'pending' | 'unknown';
  amount: number | null;
  currency: string | null;
  paidAt: Date | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** False when this installation takes no online payment: starting one is refused up front. */
  readonly acceptsPayments: boolean;
  /** Announces a payment: the gateway will take exactly this amount under this reference. */
  initialize(payment: { reference: string; amount: number; currency: string }): Promise<void>;
  /** Takes the card payment. Only the sandbox checkout calls this; real gateways charge on their page. */
  charge(reference: string, card: CardDetails): Promise<ChargeResult>;
  /** The gateway's own word on a reference; the only thing a subscription is activated on. */
  verify(reference: string): Promise<PaymentVerification>;
}
