/** Canteen contracts (issue 20, ADR 55); every file of the area is exported from here. */
import { CANTEEN_MESSAGES } from './canteen-messages.ts';
import { CANTEEN_REPORT_WORDS } from './meals.ts';

export * from './canteen-messages.ts';
export * from './shares.ts';
export * from './meal-plans.ts';
export * from './meals.ts';
export * from './canteen.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const CANTEEN_MESSAGE_TABLES = {
  canteen: CANTEEN_MESSAGES,
  canteen_report_words: CANTEEN_REPORT_WORDS.en,
} as const;
