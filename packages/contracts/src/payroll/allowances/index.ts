/** Payroll contracts: Recurring allowances, extra allowances and employees' allowance claims (helper E). Every file of the area is exported from here. */
import { ALLOWANCE_MESSAGES } from './allowances-messages.ts';
import { ALLOWANCE_CLAIM_DECISION_MESSAGES, ALLOWANCE_CLAIM_MESSAGES } from './allowance-claims-messages.ts';

export * from './allowances-messages.ts';
export * from './allowance-claims-messages.ts';
export * from './pay-months.ts';
export * from './allowances.ts';
export * from './extra-allowances.ts';
export * from './allowance-claims.ts';
export * from './allowances.endpoints.ts';
export * from './allowance-claims.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_ALLOWANCES_MESSAGE_TABLES = {
  payroll_allowances: ALLOWANCE_MESSAGES,
  allowance_claims: ALLOWANCE_CLAIM_MESSAGES,
  allowance_claim_decisions: ALLOWANCE_CLAIM_DECISION_MESSAGES,
} as const;
