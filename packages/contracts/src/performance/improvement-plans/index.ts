/** Performance improvement plans (issue 23, ADR 62); every file of the area is exported from here. */
import {
  IMPROVEMENT_PLAN_DECISION_MESSAGES,
  IMPROVEMENT_PLAN_MESSAGES,
} from './improvement-plans-messages.ts';

export * from './improvement-plans-messages.ts';
export * from './improvement-plans.ts';
export * from './improvement-plans.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const IMPROVEMENT_PLAN_MESSAGE_TABLES = {
  improvement_plans: IMPROVEMENT_PLAN_MESSAGES,
  improvement_plan_decisions: IMPROVEMENT_PLAN_DECISION_MESSAGES,
} as const;
