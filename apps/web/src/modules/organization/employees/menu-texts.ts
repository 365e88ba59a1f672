import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label ships with the route registry, before any employee page loads. */
export const employeeMenuTexts = translations(
  { 'menu.employees': 'Employees' },
  { 'menu.employees': 'Employés' },
);
