/** Company wallet contracts (issue 21, ADR 57): stats, pay-ins, transfers, settings. */
import { PAYMENT_WALLET_MESSAGES } from './wallet-messages.ts';

export * from './wallet-messages.ts';
export * from './wallet.ts';
export * from './wallet.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYMENT_WALLET_MESSAGE_TABLES = { payment_wallet: PAYMENT_WALLET_MESSAGES } as const;
