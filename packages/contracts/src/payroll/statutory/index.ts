/** Payroll contracts: Statutory deductions (versioned tax tables), company remittances and the PAYE engine (helper B). Every file of the area is exported from here. */
import { COMPANY_REMITTANCE_MESSAGES, STATUTORY_DEDUCTION_MESSAGES } from './statutory-messages.ts';

export * from './statutory-messages.ts';
export * from './statutory-values.ts';
export * from './statutory-deductions.ts';
export * from './company-remittances.ts';
export * from './statutory.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_STATUTORY_MESSAGE_TABLES = {
  statutory_deductions: STATUTORY_DEDUCTION_MESSAGES,
  company_remittances: COMPANY_REMITTANCE_MESSAGES,
} as const;
