/** Payroll contracts: Recurring allowances, extra allowances and employees' allowance claims (helper E). Every file of the area is exported from here. */

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_ALLOWANCES_MESSAGE_TABLES = {} as const;
