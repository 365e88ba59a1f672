/** Payroll contracts: Audit trail, payment history upload, batching and grouping (helper H). Every file of the area is exported from here. */

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_ADMIN_MESSAGE_TABLES = {} as const;
