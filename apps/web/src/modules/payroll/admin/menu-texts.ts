import { translations } from '../../../platform/i18n/register.ts';

/** The Payroll menu's 'Audit trail' entry (ADR 39: the signed-in shell loads it, not the routes). */
export const payrollAuditMenuTexts = translations(
  { 'menu.payrollAuditTrail': 'Audit trail' },
  { 'menu.payrollAuditTrail': 'Piste d’audit' },
);
