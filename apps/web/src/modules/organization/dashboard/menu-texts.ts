import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label ships with the route registry, before the dashboard page loads. */
export const organizationDashboardMenuTexts = translations(
  { 'menu.organizationDashboard': 'Dashboard' },
  { 'menu.organizationDashboard': 'Tableau de bord' },
);
