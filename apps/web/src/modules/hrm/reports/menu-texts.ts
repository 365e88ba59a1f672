import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any report page loads. */
export const hrmReportMenuTexts = translations(
  { 'menu.hrmReports': 'Reports', 'menu.myHrmReports': 'My Leave Reports' },
  { 'menu.hrmReports': 'Rapports', 'menu.myHrmReports': 'Mes rapports de congés' },
);
