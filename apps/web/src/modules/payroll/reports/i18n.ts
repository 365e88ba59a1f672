import {
  PAYROLL_REPORT_MESSAGES,
  PAYROLL_REPORT_MESSAGES_FR,
  PAYROLL_REPORT_WORDS,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';
import { registerReportWords, reportTexts } from '../../../platform/reports/report-words.ts';

registerReportWords(PAYROLL_REPORT_WORDS);

/** The server's messages by code (ADR 32) and by their English, which the forms' own checks show. */
const en: Record<string, string> = {};
const fr: Record<string, string> = {};
for (const key of Object.keys(PAYROLL_REPORT_MESSAGES) as (keyof typeof PAYROLL_REPORT_MESSAGES)[]) {
  const english = PAYROLL_REPORT_MESSAGES[key];
  en[`payroll_reports.${key}`] = english;
  fr[`payroll_reports.${key}`] = PAYROLL_REPORT_MESSAGES_FR[key];
  en[english] = english;
  fr[english] = PAYROLL_REPORT_MESSAGES_FR[key];
}
export const payrollReportMessageTexts = translations(en, fr);

/** The screens' own texts; titles and headings are PAYROLL_REPORT_WORDS, shared with the files. */
export const payrollReportTexts = reportTexts({
  'payrollReports.generateTitle': ['Generate Report', 'Générer un rapport'],
  'payrollReports.generateSubtitle': [
    'The payroll register or a statutory remittance schedule, for a month and the branches you choose.',
    'Le registre de paie ou un bordereau de versement, pour un mois et les agences choisies.',
  ],
  'payrollReports.report': ['Report', 'Rapport'],
  'payrollReports.general': ['Payroll register', 'Registre de paie'],
  'payrollReports.paye': ['PAYE by state', 'PAYE par État'],
  'payrollReports.pension': ['Pension by PFA', 'Pension par gestionnaire'],
  'payrollReports.nhf': ['NHF', 'NHF'],
  'payrollReports.nsitf': ['NSITF', 'NSITF'],
  'payrollReports.period': ['Month', 'Mois'],
  'payrollReports.month': ['Payroll month', 'Mois de paie'],
  'payrollReports.filters': ['Filters (optional)', 'Filtres (facultatifs)'],
  'payrollReports.branches': ['Branches', 'Agences'],
  'payrollReports.departments': ['Departments', 'Départements'],
  'payrollReports.includeOpen': ['Include months not yet confirmed', 'Inclure les mois non encore confirmés'],
  'payrollReports.confirmedOnly': [
    'Remittance schedules read confirmed months only.',
    'Les bordereaux ne lisent que les mois confirmés.',
  ],
  'payrollReports.periodOf': ['{{month}} {{year}}', '{{month}} {{year}}'],
  'payrollReports.narrowed': ['Some branches or departments', 'Certaines agences ou certains départements'],
  'payrollReports.openIncluded': [
    'Includes rows not yet confirmed: their figures may still change.',
    'Comprend des lignes non confirmées : leurs montants peuvent encore changer.',
  ],
  'payrollReports.empty': [
    'No confirmed payroll for this month and these filters.',
    'Aucune paie confirmée pour ce mois et ces filtres.',
  ],
  'payrollReports.emptyOpen': [
    'No payroll for this month and these filters.',
    'Aucune paie pour ce mois et ces filtres.',
  ],
  'payrollReports.byBranch': ['Subtotals by branch', 'Sous-totaux par agence'],
  'payrollReports.byDepartment': ['Subtotals by department', 'Sous-totaux par département'],
  'payrollReports.byBody': ['Subtotals by body', 'Sous-totaux par organisme'],
  'payrollReports.dueDate': ['Due {{date}}', 'Échéance le {{date}}'],
  'payrollReports.payDate': ['paid {{date}}', 'payé le {{date}}'],
  'payrollReports.notDue': ['Nothing confirmed yet', 'Rien de confirmé pour l’instant'],
  'payrollReports.problems': [
    '{{count}} employees need their record checked (state, PFA or RSA PIN) before remitting.',
    '{{count}} employés ont une fiche à vérifier (État, gestionnaire ou PIN RSA) avant le versement.',
  ],
  'payrollReports.unrecognised': ['check the employee record', 'vérifiez la fiche de l’employé'],
  'payrollReports.open': ['Not confirmed', 'Non confirmée'],
  // The dashboard
  'payrollDashboard.title': ['Payroll Dashboard', 'Tableau de bord de la paie'],
  'payrollDashboard.subtitle': ['Confirmed pay in {{year}}', 'Paie confirmée en {{year}}'],
  'payrollDashboard.year': ['Year', 'Année'],
  'payrollDashboard.cost': ['Payroll cost', 'Coût de la paie'],
  'payrollDashboard.gross': ['Gross pay', 'Salaire brut'],
  'payrollDashboard.employer': ['Employer contributions', 'Cotisations patronales'],
  'payrollDashboard.net': ['Net pay', 'Salaire net'],
  'payrollDashboard.headcount': ['Employees paid', 'Employés payés'],
  'payrollDashboard.month': ['Month', 'Mois'],
  'payrollDashboard.costByMonth': ['Cost by month', 'Coût par mois'],
  'payrollDashboard.headcountByMonth': ['Employees paid by month', 'Employés payés par mois'],
  'payrollDashboard.statutory': ['Statutory totals for the year', 'Totaux légaux de l’année'],
  // The unit a chart's figures are in (chart-scale.ts), after its title.
  'payrollDashboard.unit_naira': ['₦', '₦'],
  'payrollDashboard.unit_thousand': ['₦ thousand', 'milliers de ₦'],
  'payrollDashboard.unit_million': ['₦ million', 'millions de ₦'],
  'payrollDashboard.unit_billion': ['₦ billion', 'milliards de ₦'],
  'payrollDashboard.short_1': ['Jan', 'janv.'],
  'payrollDashboard.short_2': ['Feb', 'févr.'],
  'payrollDashboard.short_3': ['Mar', 'mars'],
  'payrollDashboard.short_4': ['Apr', 'avr.'],
  'payrollDashboard.short_5': ['May', 'mai'],
  'payrollDashboard.short_6': ['Jun', 'juin'],
  'payrollDashboard.short_7': ['Jul', 'juil.'],
  'payrollDashboard.short_8': ['Aug', 'août'],
  'payrollDashboard.short_9': ['Sep', 'sept.'],
  'payrollDashboard.short_10': ['Oct', 'oct.'],
  'payrollDashboard.short_11': ['Nov', 'nov.'],
  'payrollDashboard.short_12': ['Dec', 'déc.'],
  'payrollDashboard.months': ['Month by month', 'Mois par mois'],
  'payrollDashboard.last': ['Last confirmed month', 'Dernier mois confirmé'],
  'payrollDashboard.lastOn': ['{{period}}, confirmed {{date}}', '{{period}}, confirmé le {{date}}'],
  'payrollDashboard.lastPeople': ['{{count}} employees · net {{net}}', '{{count}} employés · net {{net}}'],
  'payrollDashboard.emptyTitle': ['No month is confirmed yet', 'Aucun mois n’est encore confirmé'],
  'payrollDashboard.empty': [
    'Run the salary schedule for a month and confirm it: its cost, headcount and statutory totals show here.',
    'Calculez l’état des salaires d’un mois et confirmez-le : son coût, ses effectifs et ses totaux légaux s’afficheront ici.',
  ],
  'payrollDashboard.emptyYear': ['Nothing was confirmed in {{year}}.', 'Rien n’a été confirmé en {{year}}.'],
  'payrollDashboard.showYear': ['Show {{year}}', 'Afficher {{year}}'],
  'payrollDashboard.runSchedule': ['Open the salary schedule', 'Ouvrir l’état des salaires'],
  'payrollDashboard.reports': ['Reports', 'Rapports'],
  'payrollDashboard.pensionTotal': ['Pension (employee + employer)', 'Pension (salarié + employeur)'],
});
