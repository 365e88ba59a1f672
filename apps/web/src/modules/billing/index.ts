/**
 * What other modules may use of billing: the checkout steps, reused by the admin's renew screens
 * (organization/system-settings/billing).
 */
export { PlanStep } from './subscription/components/plan-step.tsx';
export { CardStep } from './subscription/components/card-step.tsx';
export { OrderCheckout } from './subscription/components/order-summary.tsx';
export { plansQuery, initializePaymentMutation } from './subscription/api.ts';
