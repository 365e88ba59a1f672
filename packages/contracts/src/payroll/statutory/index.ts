/** Payroll contracts: Statutory deductions (versioned tax tables), company remittances and the PAYE engine (helper B). Every file of the area is exported from here. */

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_STATUTORY_MESSAGE_TABLES = {} as const;
