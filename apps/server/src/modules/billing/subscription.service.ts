import { BILLING_MESSAGES as M, findPlan, type SubscriptionState } from '@clockroom/contracts';
import type { RequestContext } from '../../platform/http/context.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { companyOfSecret } from '../../platform/auth/tokens.ts';
import { audit } from '../../platform/audit/audit.ts';
import { provisioningRepository } from '../auth/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { extendedExpiry } from './billing-period.ts';
import { useCompanyOf } from './payments.service.ts';
import * as repo from './billing.repository.ts';

const PAID_ACCOUNT_TYPE = 'premium';

async function currentState(ctx: RequestContext, companyId: number): Promise<SubscriptionState> {
  const state = await repo.subscriptionState(ctx.tx, companyId);
  return {
    account_type: state.accountType,
    packageModules: state.modules.map((m) => ({
      module: m.module,
      expires_at: m.expiresAt ? m.expiresAt.toISOString() : null,
    })),
  };
}

/**
 * POST /auth/company/subscription (spec 1 §7 "payment verification"): applies a paid payment to the
 * company's modules. Idempotent per reference, because the browser may send it again after a timeout.
 */
export async function activateSubscription(
  ctx: RequestContext,
  provider: PaymentProvider,
  input: { company_id: string; reference: string },
): Promise<SubscriptionState> {
  const companyId = await useCompanyOf(ctx, input.company_id);
  const notVerified = () => invalidField('reference', M.paymentNotVerified);
  // A reference names the company it was issued to; another tenant's reference is refused unread.
  if (companyOfSecret(input.reference) !== companyId) throw notVerified();
  const payment = await repo.findPaymentForUpdate(ctx.tx, companyId, input.reference);
  if (!payment) throw notVerified();
  if (payment.verifiedAt) return currentState(ctx, companyId);

  // The gateway's word, not our own row: the row only says what the checkout told us.
  const verification = await provider.verify(payment.reference);
  if (verification.status === 'pending') throw invalidField('reference', M.paymentPending);
  if (verification.status === 'failed') throw invalidField('reference', M.paymentDeclined);
  if (
    verification.status !== 'success' ||
    verification.amount !== payment.amount ||
    verification.currency !== payment.currency
  ) {
    throw notVerified();
  }
  const plan = findPlan(payment.planId);
  if (!plan) throw new Error(`Payment ${payment.id} names unknown plan ${payment.planId}`);
  if (!(await repo.claimVerification(ctx.tx, companyId, payment.id, verification.paidAt ?? new Date()))) {
    return currentState(ctx, companyId);
  }

  // Locked first, so two payments applied at once each extend from the other's result.
  const expiries = new Map(
    (await repo.moduleExpiriesForUpdate(ctx.tx, companyId)).map((m) => [m.module, m.expiresAt]),
  );
  const before = await currentState(ctx, companyId);
  const now = new Date();
  for (const module of payment.modules) {
    const current = expiries.get(module);
    if (current === null) continue; // no end date: nothing to extend
    await provisioningRepository.insertModules(
      ctx.tx,
      companyId,
      [module],
      extendedExpiry(current, now, plan.months),
    );
  }
  await repo.setAccountType(ctx.tx, companyId, PAID_ACCOUNT_TYPE);
  const after = await currentState(ctx, companyId);
  await audit(ctx, {
    action: 'subscription_paid',
    entity: 'payment',
    entityId: payment.id,
    description: `Subscription extended by ${plan.months} month(s) for ${payment.modules.join(', ')} (payment ${payment.reference})`,
    before,
    after,
  });
  return after;
}
