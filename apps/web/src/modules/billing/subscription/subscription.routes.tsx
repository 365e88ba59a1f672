import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

const PaymentPage = lazyPage(() => import('./pages/payment-page.tsx'));

/** /payment for any company; /activate/{id} for the company whose identifier is {id}. */
export const subscriptionRoutes = <P extends AnyRoute>(parent: P) =>
  [
    createRoute({ getParentRoute: () => parent, path: 'payment', component: PaymentPage }),
    createRoute({ getParentRoute: () => parent, path: 'activate/$id', component: PaymentPage }),
  ] as const;
