/** Payroll contracts: Pay packages, their assignment and the worked payslip preview (helper C). Every file of the area is exported from here. */
import { PAY_PACKAGE_MESSAGES } from './pay-package-messages.ts';

export * from './pay-package-messages.ts';
export * from './pay-packages.ts';
export * from './pay-package-assignment.ts';
export * from './pay-packages.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_PACKAGES_MESSAGE_TABLES = { pay_packages: PAY_PACKAGE_MESSAGES } as const;
