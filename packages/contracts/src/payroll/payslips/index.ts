/** Payroll contracts: Payslips: the ESS views, the PDF, the mail on confirm and the ESS dashboard (helper F). Every file of the area is exported from here. */

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_PAYSLIPS_MESSAGE_TABLES = {} as const;
