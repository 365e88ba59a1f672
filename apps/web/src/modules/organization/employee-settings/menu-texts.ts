import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const employeeSettingsMenuTexts = translations(
  { 'menu.employeeSettings': 'Employee Settings' },
  { 'menu.employeeSettings': 'Paramètres des employés' },
);
