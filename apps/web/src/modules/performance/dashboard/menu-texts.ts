import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const performanceDashboardMenuTexts = translations(
  { 'menu.performanceDashboard': 'Dashboard' },
  { 'menu.performanceDashboard': 'Tableau de bord' },
);
