/** Payment provider contracts (issue 21, ADR 57): banks, verification, virtual accounts, the webhook. */
import { PAYMENT_PROVIDER_MESSAGES } from './provider-messages.ts';

export * from './provider-messages.ts';
export * from './provider.ts';
export * from './provider.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYMENT_PROVIDER_MESSAGE_TABLES = { payment_provider: PAYMENT_PROVIDER_MESSAGES } as const;
