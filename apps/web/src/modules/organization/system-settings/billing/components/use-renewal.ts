import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentInitialized } from '@clockroom/contracts';
import { currentUserQuery } from '../../../../../platform/session/current-user.ts';
import { ordersKey } from '../api.ts';

export type RenewalStage =
  { step: 0 } | { step: 1; order: PaymentInitialized } | { step: 2; message: string };

/** The three steps of a renewal; once paid, the menus (packageModules) and the history refresh. */
export function useRenewal() {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<RenewalStage>({ step: 0 });
  return {
    stage,
    priced: (order: PaymentInitialized) => setStage({ step: 1, order }),
    back: () => setStage({ step: 0 }),
    paid: (message: string) => {
      setStage({ step: 2, message });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
    },
  };
}
