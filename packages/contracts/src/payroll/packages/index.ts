/** Payroll contracts: Pay packages, their assignment and the worked payslip preview (helper C). Every file of the area is exported from here. */

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_PACKAGES_MESSAGE_TABLES = {} as const;
