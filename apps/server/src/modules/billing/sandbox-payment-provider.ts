import {
  BILLING_MESSAGES as M,
  CVV_PATTERN,
  cardExpired,
  normalizeCardNumber,
  parseCardExpiry,
  passesLuhn,
} from '@clockroom/contracts';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { CardDetails, ChargeResult, PaymentProvider, PaymentVerification } from './payment-provider.ts';

/** The test cards, as a gateway's test mode publishes them. */
export const SANDBOX_CARDS = {
  success: '4084084084084081',
  declined: '4000000000000002',
} as const;

interface LedgerEntry {
  amount: number;
  currency: string;
  status: 'pending' | 'success' | 'failed';
  paidAt: Date | null;
}

/**
 * A stand-in gateway with its own ledger, kept apart from our payments table on purpose so that
 * verification really asks a second party. With `ledgerFile` (DATA_DIR/sandbox-payments.json) the
 * ledger survives restarts; without it (tests) it lives in memory. One instance per ledger file: a
 * sandbox is for development, tests and demos, not for several servers.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly acceptsPayments = true;
  private readonly ledger = new Map<string, LedgerEntry>();

  constructor(
    private readonly clock: () => Date = () => new Date(),
    private readonly ledgerFile?: string,
  ) {
    if (ledgerFile && existsSync(ledgerFile)) {
      const saved = JSON.parse(readFileSync(ledgerFile, 'utf8')) as Record<string, LedgerEntry>;
      for (const [reference, entry] of Object.entries(saved)) {
        this.ledger.set(reference, { ...entry, paidAt: entry.paidAt ? new Date(entry.paidAt) : null });
      }
    }
  }

  /** Written whole and renamed into place, so a crash mid-write never leaves half a ledger. */
  private save(): void {
    if (!this.ledgerFile) return;
    const temporary = `${this.ledgerFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.ledger)));
    renameSync(temporary, this.ledgerFile);
  }

  async initialize(payment: { reference: string; amount: number; currency: string }): Promise<void> {
    if (this.ledger.has(payment.reference))
      throw new Error(`Sandbox reference ${payment.reference} already exists`);
    this.ledger.set(payment.reference, {
      amount: payment.amount,
      currency: payment.currency,
      status: 'pending',
      paidAt: null,
    });
    this.save();
  }

  async charge(reference: string, card: CardDetails): Promise<ChargeResult> {
    const entry = this.ledger.get(reference);
    if (!entry) return { status: 'invalid', field: 'reference', message: M.paymentNotFound };
    if (entry.status === 'success')
      return { status: 'invalid', field: 'reference', message: M.paymentAlreadyPaid };
    const invalid = checkCard(card, this.clock());
    if (invalid) return invalid;
    const number = normalizeCardNumber(card.card_number);
    if (number !== SANDBOX_CARDS.success) {
      entry.status = 'failed';
      this.save();
      return {
        status: 'declined',
        message: number === SANDBOX_CARDS.declined ? M.cardDeclined : M.sandboxCardOnly,
      };
    }
    entry.status = 'success';
    entry.paidAt = this.clock();
    this.save();
    return { status: 'success', paidAt: entry.paidAt };
  }

  async verify(reference: string): Promise<PaymentVerification> {
    const entry = this.ledger.get(reference);
    if (!entry) return { status: 'unknown', amount: null, currency: null, paidAt: null };
    return { status: entry.status, amount: entry.amount, currency: entry.currency, paidAt: entry.paidAt };
  }
}

/** The checks a gateway makes before it tries a card; the request schema makes the same ones. */
export function checkCard(card: CardDetails, now: Date): Extract<ChargeResult, { status: 'invalid' }> | null {
  if (!passesLuhn(card.card_number))
    return { status: 'invalid', field: 'card_number', message: M.cardNumberInvalid };
  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) return { status: 'invalid', field: 'expiry', message: M.cardExpiryRequired };
  if (cardExpired(expiry, now)) return { status: 'invalid', field: 'expiry', message: M.cardExpired };
  if (!CVV_PATTERN.test(card.cvv.trim())) return { status: 'invalid', field: 'cvv', message: M.cvvRule };
  return null;
}
