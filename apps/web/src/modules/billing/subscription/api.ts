import { mutationOptions } from '@tanstack/react-query';
import {
  BILLING_ENDPOINTS as E,
  type PaymentInitializeInput,
  type SandboxChargeInput,
} from '@clockroom/contracts';
import { endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';

export const plansQuery = () => ({ ...endpointQuery(E.plans), staleTime: 5 * 60_000 });

/** Prices the order on the server and opens a pending payment under a reference. */
export const initializePaymentMutation = () =>
  mutationOptions({
    mutationKey: ['billing', 'payment', 'initialize'],
    mutationFn: (input: PaymentInitializeInput) => submit(E.initializePayment, { body: input }),
  });

/**
 * Charges the sandbox card, then asks the server to verify the payment and activate the subscription.
 * A declined card is an error answer; its message is shown.
 */
export const payAndSubscribeMutation = () =>
  mutationOptions({
    mutationKey: ['billing', 'payment', 'charge'],
    mutationFn: async ({ companyId, charge }: { companyId: string; charge: SandboxChargeInput }) => {
      const { data } = await submit(E.sandboxCharge, { body: charge });
      return submit(E.subscribe, { body: { company_id: companyId, reference: data.reference } });
    },
  });
