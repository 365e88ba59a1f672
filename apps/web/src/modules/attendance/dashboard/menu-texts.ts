import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const attendanceDashboardMenuTexts = translations(
  { 'menu.attendanceDashboard': 'Dashboard' },
  { 'menu.attendanceDashboard': 'Tableau de bord' },
);
