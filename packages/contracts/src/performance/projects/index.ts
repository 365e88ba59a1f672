/** Projects and task boards (issue 23, ADR 61); every file of the area is exported from here. */
import { PROJECT_MESSAGES } from './projects-messages.ts';
import { TASK_DECISION_MESSAGES } from './projects.endpoints.ts';

export * from './projects-messages.ts';
export * from './projects.ts';
export * from './projects.endpoints.ts';
export * from './task-order.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PROJECT_MESSAGE_TABLES = {
  projects: PROJECT_MESSAGES,
  task_decisions: TASK_DECISION_MESSAGES,
} as const;
