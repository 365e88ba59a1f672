import {
  AUTH_MESSAGES,
  BILLING_MESSAGES as M,
  findPlan,
  formatMoney,
  normalizeCardNumber,
  quote,
  type Order,
  type Paging,
  type PaymentInitializeInput,
  type PaymentInitialized,
  type SandboxChargeInput,
} from '@clockroom/contracts';
import type { RequestContext, SignedInContext } from '../../platform/http/context.ts';
import { AppError, conflict, invalidField } from '../../platform/http/errors.ts';
import { companyOfSecret, issueSecret } from '../../platform/auth/tokens.ts';
import { audit } from '../../platform/audit/audit.ts';
import { companyIdForSlug } from '../auth/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import * as repo from './billing.repository.ts';

/** Binds the tenant named by its public identifier; unknown identifiers answer as sign-in does. */
export async function useCompanyOf(ctx: RequestContext, slug: string): Promise<number> {
  const companyId = await companyIdForSlug(ctx.tx, slug);
  if (companyId === null) {
    throw new AppError(404, AUTH_MESSAGES.companyNotFound, [
      { field: 'company_id', message: AUTH_MESSAGES.companyNotFound },
    ]);
  }
  await ctx.useCompany(companyId);
  return companyId;
}

/** Prices the order on the server (never trusting a client total) and opens a pending payment. */
export async function initializePayment(
  ctx: RequestContext,
  provider: PaymentProvider,
  input: PaymentInitializeInput,
): Promise<PaymentInitialized> {
  const companyId = await useCompanyOf(ctx, input.company_id);
  if (!provider.acceptsPayments) throw new AppError(503, M.paymentsUnavailable);
  const priced = quote({ plan: input.plan_id, modules: input.modules, employees: input.employees });
  const plan = findPlan(priced.plan_id);
  if (!plan) throw new Error(`Quoted plan ${priced.plan_id} is not in BILLING_PLANS`);
  // `<companyId>.<random>`: a public charge or verify call can bind its tenant from the reference alone.
  const reference = issueSecret(companyId, 16);
  const id = await repo.insertPayment(ctx.tx, {
    companyId,
    reference,
    planId: priced.plan_id,
    modules: priced.modules,
    employees: priced.employees,
    amount: priced.amount,
    currency: priced.currency,
  });
  await provider.initialize({ reference, amount: priced.amount, currency: priced.currency });
  await audit(ctx, {
    action: 'payment_started',
    entity: 'payment',
    entityId: id,
    description: `Payment ${reference} started: ${plan.name} plan for ${priced.employees} employee(s), ${formatMoney(priced.amount)}`,
    after: {
      plan_id: priced.plan_id,
      modules: priced.modules,
      employees: priced.employees,
      amount: priced.amount,
    },
  });
  return { reference, ...priced };
}

/** The sandbox checkout: stands in for the page a real gateway would show the customer. */
export async function sandboxCharge(
  ctx: RequestContext,
  provider: PaymentProvider,
  input: SandboxChargeInput,
): Promise<{ reference: string; status: 'success' }> {
  const companyId = companyOfSecret(input.reference);
  if (companyId === null) throw invalidField('reference', M.paymentNotFound);
  await ctx.useCompany(companyId);
  const payment = await repo.findPaymentForUpdate(ctx.tx, companyId, input.reference);
  if (!payment) throw invalidField('reference', M.paymentNotFound);
  if (payment.status === 'paid') throw conflict(M.paymentAlreadyPaid);

  const result = await provider.charge(input.reference, {
    card_number: input.card_number,
    expiry: input.expiry,
    cvv: input.cvv,
  });
  const card = `card ending ${normalizeCardNumber(input.card_number).slice(-4)}`;
  if (result.status === 'invalid') throw invalidField(result.field, result.message);
  if (result.status === 'declined') {
    await repo.markPaymentFailed(ctx.tx, companyId, payment.id);
    await audit(ctx, {
      action: 'payment_declined',
      entity: 'payment',
      entityId: payment.id,
      description: `Payment ${payment.reference} declined on ${card}`,
    });
    // Committed although the request fails: the order history must show the declined attempt.
    throw new AppError(402, result.message, [{ field: 'card_number', message: result.message }], true);
  }
  await repo.markPaymentPaid(ctx.tx, companyId, payment.id, result.paidAt);
  await audit(ctx, {
    action: 'payment_paid',
    entity: 'payment',
    entityId: payment.id,
    description: `Payment ${payment.reference} of ${formatMoney(payment.amount)} paid with ${card}`,
    before: { status: payment.status },
    after: { status: 'paid' },
  });
  return { reference: payment.reference, status: 'success' };
}

export async function orderHistory(
  ctx: SignedInContext,
  paging: Paging,
): Promise<{ results: Order[]; total: number }> {
  const page = await repo.listPayments(ctx.tx, ctx.companyId, {
    offset: paging.offset,
    limit: paging.perPage,
    search: paging.search,
  });
  return {
    results: page.results.map((p) => ({
      ...p,
      paid_at: p.paid_at ? p.paid_at.toISOString() : null,
      created_at: p.created_at.toISOString(),
    })),
    total: page.total,
  };
}

/**
 * What a renewal proposes (platform issue §10): the company's real head count, not a fixed 10, and
 * every module it subscribes to, expired ones included since those are what a renewal is for.
 */
export async function renewalDefaults(
  ctx: SignedInContext,
): Promise<{ employees: number; modules: string[] }> {
  const state = await repo.subscriptionState(ctx.tx, ctx.companyId);
  const employees = await repo.activeHeadcount(ctx.tx, ctx.companyId);
  return { employees: Math.max(1, employees), modules: [...new Set(state.modules.map((m) => m.module))] };
}
