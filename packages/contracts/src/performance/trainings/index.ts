/** Trainings and their settings (issue 23, ADR 62); every file of the area is exported from here. */
import { TRAINING_MESSAGES } from './trainings-messages.ts';

export * from './trainings-messages.ts';
export * from './trainings.ts';
export * from './trainings.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const TRAINING_MESSAGE_TABLES = { trainings: TRAINING_MESSAGES } as const;
