/** Payroll contracts: The payroll run: salary schedule, its job, confirm, downloads and variance (helper D). Every file of the area is exported from here. */

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_SCHEDULE_MESSAGE_TABLES = {} as const;
