import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const payrollReportMenuTexts = translations(
  { 'menu.payrollDashboard': 'Dashboard', 'menu.payrollReports': 'Report' },
  { 'menu.payrollDashboard': 'Tableau de bord', 'menu.payrollReports': 'Rapports' },
);
