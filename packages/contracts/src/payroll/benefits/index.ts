/** Benefit and deduction contracts (issue 20, ADR 54); every file of the area is exported from here. */
import { BENEFIT_DEDUCTION_DECISION_MESSAGES, BENEFIT_DEDUCTION_MESSAGES } from './benefits-messages.ts';

export * from './benefits-messages.ts';
export * from './benefits.ts';
export * from './benefits.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_BENEFITS_MESSAGE_TABLES = {
  benefit_deductions: BENEFIT_DEDUCTION_MESSAGES,
  benefit_deduction_decisions: BENEFIT_DEDUCTION_DECISION_MESSAGES,
} as const;
