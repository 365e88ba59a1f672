import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const organizationDashboardMenuTexts = translations(
  { 'menu.organizationDashboard': 'Dashboard' },
  { 'menu.organizationDashboard': 'Tableau de bord' },
);
