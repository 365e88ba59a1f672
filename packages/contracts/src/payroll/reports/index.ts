/** Payroll contracts: The payroll register, statutory remittance schedules and the admin dashboard (helper G). Every file of the area is exported from here. */

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_REPORTS_MESSAGE_TABLES = {} as const;
