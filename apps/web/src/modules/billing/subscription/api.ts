import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  ListPage,
  PaymentInitializeInput,
  PaymentInitialized,
  PlanView,
  SandboxChargeInput,
  SandboxChargeResult,
  SubscriptionState,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';

export const plansQuery = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => api.get<ListPage<PlanView>>('/billing/plans', undefined, signal),
    staleTime: 5 * 60_000,
  });

/** Prices the order on the server and opens a pending payment under a reference. */
export const initializePaymentMutation = () =>
  mutationOptions({
    mutationKey: ['billing', 'payment', 'initialize'],
    mutationFn: (input: PaymentInitializeInput) =>
      api.post<PaymentInitialized>('/auth/company/payment/initialize', input),
  });

/**
 * Charges the sandbox card, then asks the server to verify the payment and activate the subscription.
 * A declined card is an error answer; its message is shown.
 */
export const payAndSubscribeMutation = () =>
  mutationOptions({
    mutationKey: ['billing', 'payment', 'charge'],
    mutationFn: async ({ companyId, charge }: { companyId: string; charge: SandboxChargeInput }) => {
      const { data } = await api.post<SandboxChargeResult>('/auth/company/payment/sandbox-charge', charge);
      return api.post<SubscriptionState>('/auth/company/subscription', {
        company_id: companyId,
        reference: data.reference,
      });
    },
  });
