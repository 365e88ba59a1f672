import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const appraisalReportMenuTexts = translations(
  { 'menu.performanceReports': 'Reports', 'menu.appraisalReport': 'Appraisal report' },
  { 'menu.performanceReports': 'Rapports', 'menu.appraisalReport': 'Rapport d’évaluation' },
);
