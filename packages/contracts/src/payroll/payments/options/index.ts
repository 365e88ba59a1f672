/** Payment options and mandates (issue 21, ADR 58); every file of the area is exported from here. */
import { PAYMENT_OPTION_MESSAGES } from './payment-options-messages.ts';

export * from './payment-options-messages.ts';
export * from './payment-options.ts';
export * from './payment-options.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYMENT_OPTIONS_MESSAGE_TABLES = { payment_options: PAYMENT_OPTION_MESSAGES } as const;
