import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label must exist before the pages load, so it ships with the routes (the only text here). */
export const employeeSettingsMenuTexts = translations(
  { 'menu.employeeSettings': 'Employee Settings' },
  { 'menu.employeeSettings': 'Paramètres des employés' },
);
