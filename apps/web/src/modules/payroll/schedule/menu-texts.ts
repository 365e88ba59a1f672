import { translations } from '../../../platform/i18n/register.ts';

/** The Payroll menu's Salary management entry (ADR 39: the signed-in shell loads it, not the routes). */
export const salaryScheduleMenuTexts = translations(
  { 'menu.salaryManagement': 'Salary management' },
  { 'menu.salaryManagement': 'Gestion des salaires' },
);
