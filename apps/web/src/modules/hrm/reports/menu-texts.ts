import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const hrmReportMenuTexts = translations(
  { 'menu.hrmReports': 'Reports', 'menu.myHrmReports': 'My Leave Reports' },
  { 'menu.hrmReports': 'Rapports', 'menu.myHrmReports': 'Mes rapports de congés' },
);
