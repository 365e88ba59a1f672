/** Payroll contracts: Pay breakdown items, their formulas and the component evaluator (helper A). Every file of the area is exported from here. */

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_BREAKDOWNS_MESSAGE_TABLES = {} as const;
