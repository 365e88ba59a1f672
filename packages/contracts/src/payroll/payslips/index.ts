/** Payroll contracts: Payslips: the ESS views, the PDF, the mail on confirm and the ESS dashboard (helper F). Every file of the area is exported from here. */
import { PAYSLIP_MESSAGES } from './payslip-messages.ts';

export * from './payslip-messages.ts';
export * from './payslips.ts';
export * from './payslips.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_PAYSLIPS_MESSAGE_TABLES = { payslips: PAYSLIP_MESSAGES } as const;
