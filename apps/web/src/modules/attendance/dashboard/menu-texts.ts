import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label ships with the route registry, before the dashboard loads. */
export const attendanceDashboardMenuTexts = translations(
  { 'menu.attendanceDashboard': 'Dashboard' },
  { 'menu.attendanceDashboard': 'Tableau de bord' },
);
