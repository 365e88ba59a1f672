import { HRM_REPORT_MESSAGES, HRM_REPORT_WORDS } from '@clockroom/contracts';
import { registerReportWords, reportTexts } from '../../../platform/reports/report-words.ts';

registerReportWords(HRM_REPORT_WORDS);

const M = HRM_REPORT_MESSAGES;

/** The screens' own texts; titles and headings are HRM_REPORT_WORDS, shared with the files (ADR 34). */
export const hrmReportTexts = reportTexts({
  'hrmReports.generateTitle': ['Generate Report', 'Générer un rapport'],
  'hrmReports.generateSubtitle': [
    'Leave and exemption usage, for a period and the people you choose.',
    'Utilisation des congés et des exemptions, pour une période et les personnes choisies.',
  ],
  'hrmReports.essGenerateSubtitle': [
    'Your own leave and exemption usage, for a period.',
    'Votre utilisation des congés et des exemptions, pour une période.',
  ],
  'hrmReports.type': ['Report type', 'Type de rapport'],
  'hrmReports.leave': ['Leave usage', 'Utilisation des congés'],
  'hrmReports.exemption': ['Exemption usage', 'Utilisation des exemptions'],
  'hrmReports.period': ['Period', 'Période'],
  'hrmReports.byYear': ['Leave year', 'Année de congés'],
  'hrmReports.byRange': ['Date range', 'Plage de dates'],
  'hrmReports.year': ['Year', 'Année'],
  'hrmReports.range': ['Date range', 'Plage de dates'],
  'hrmReports.rangeHint': [
    'A leave report covers the leave year in which the range starts.',
    'Un rapport de congés couvre l’année de congés où commence la plage.',
  ],
  'hrmReports.startDate': ['Start date', 'Date de début'],
  'hrmReports.endDate': ['End date', 'Date de fin'],
  'hrmReports.filters': ['Filters (optional)', 'Filtres (facultatifs)'],
  'hrmReports.leaveType': ['Leave type', 'Type de congé'],
  'hrmReports.status': ['Status', 'Statut'],
  'hrmReports.statusPending': ['Pending', 'En attente'],
  'hrmReports.statusApproved': ['Approved', 'Approuvée'],
  'hrmReports.statusRejected': ['Rejected', 'Rejetée'],
  'hrmReports.myLeaveTitle': ['My Leave Usage', 'Mon utilisation des congés'],
  'hrmReports.myExemptionTitle': ['My Exemption Usage', 'Mes exemptions'],
  'hrmReports.periodYear': ['Leave year {{year}}', 'Année de congés {{year}}'],
  'hrmReports.periodRange': ['{{start}} to {{end}}', 'Du {{start}} au {{end}}'],
  [M.pickDateRange]: [M.pickDateRange, 'Veuillez choisir une plage de dates'],
  [M.selectDateRange]: [M.selectDateRange, 'Veuillez sélectionner une plage de dates'],
  [M.yearInvalid]: [M.yearInvalid, 'Veuillez choisir une année valide'],
});
