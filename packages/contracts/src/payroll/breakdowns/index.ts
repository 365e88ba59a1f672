/** Payroll contracts: Pay breakdown items, their formulas and the component evaluator (helper A). Every file of the area is exported from here. */
import { PAY_BREAKDOWN_MESSAGES, PAY_BREAKDOWN_RULE_MESSAGES } from './pay-breakdown-messages.ts';

export * from './pay-breakdown-messages.ts';
export * from './pay-breakdowns.ts';
export * from './pay-breakdowns.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_BREAKDOWNS_MESSAGE_TABLES = {
  // The namespace the list's message shipped under (ADR 37): codes never change.
  pay_breakdowns: PAY_BREAKDOWN_MESSAGES,
  pay_breakdown_rules: PAY_BREAKDOWN_RULE_MESSAGES,
} as const;
