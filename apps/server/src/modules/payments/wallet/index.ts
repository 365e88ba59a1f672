/**
 * The wallet's payout API for the payment uploads area (issue 21, ADR 57): start paying approved
 * lines, hear of each line's status, and read the payment settings.
 */
export type { PayoutLine, PayoutListener } from './payout-listener.ts';
export { registerPayoutListener } from './payout-listener.ts';
export { startPayout, getPaymentSettings, type PayoutStart } from './payout.ts';
/** For the demo seed only: settles pending transfers as the sandbox would, without the job queue. */
export { settleDemoTransfers } from './demo-payout.ts';
