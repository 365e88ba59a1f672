import type { AnyRoute } from '@tanstack/react-router';

/** Payslips: the ESS views, the PDF, the mail on confirm and the ESS dashboard (helper F): the screens under /admin/payroll. */
export const adminPayslipsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** Its screens under /ess/payroll (none when the area has no self-service screen). */
export const essPayslipsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
