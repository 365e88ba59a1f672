import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label ships with the route registry, before the dashboard loads. */
export const hrmDashboardMenuTexts = translations(
  { 'menu.hrmDashboard': 'Dashboard' },
  { 'menu.hrmDashboard': 'Tableau de bord' },
);
