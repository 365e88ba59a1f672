import type { AnyRoute } from '@tanstack/react-router';

/** Statutory deductions (versioned tax tables), company remittances and the PAYE engine (helper B): the screens under /admin/payroll. */
export const adminStatutoryRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** Its screens under /ess/payroll (none when the area has no self-service screen). */
export const essStatutoryRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
