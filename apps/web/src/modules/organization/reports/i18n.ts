import { EXIT_REASON_LABELS, ORG_REPORT_WORDS } from '@clockroom/contracts';
import { registerReportWords, reportTexts } from '../../../platform/reports/report-words.ts';

registerReportWords(ORG_REPORT_WORDS);

/** The Exit Reason column's values arrive as their English labels; French reads them translated. */
const FR_EXIT_REASONS: Record<string, string> = {
  Resignation: 'Démission',
  Termination: 'Licenciement',
  Dismissal: 'Révocation',
  Redundancy: 'Licenciement économique',
  Retirement: 'Retraite',
  'End of contract': 'Fin de contrat',
  Death: 'Décès',
  Other: 'Autre',
};
const exitReasons = Object.values(EXIT_REASON_LABELS);

/** The screens' own texts; the title and headings are ORG_REPORT_WORDS, shared with the files (ADR 34). */
export const orgReportTexts = reportTexts({
  'reports.generateTitle': ['Generate Employee Report', 'Générer le rapport des employés'],
  'reports.generateSubtitle': [
    'Choose the columns and who the report is about.',
    'Choisissez les colonnes et les personnes concernées.',
  ],
  'reports.columns': ['Columns', 'Colonnes'],
  'reports.all': ['All', 'Toutes'],
  'reports.columnsCount': ['{{count}} of {{total}} selected', '{{count}} sur {{total}} sélectionnées'],
  'reports.audience': ['Audience', 'Public'],
  'reports.allUsers': ['All Users', 'Tous les utilisateurs'],
  'reports.byBranch': ['By Branch', 'Par agence'],
  'reports.byDepartment': ['By Department', 'Par département'],
  'reports.byIndividuals': ['By Individuals', 'Par personne'],
  'reports.chooseBranch': ['Choose a branch', 'Choisissez une agence'],
  'reports.chooseDepartment': ['Choose a department', 'Choisissez un département'],
  'reports.departmentBranch': ['Branch of the department', 'Agence du département'],
  'reports.anyBranch': ['Any branch', 'Toutes les agences'],
  'reports.employees': ['Employees', 'Employés'],
  'reports.needColumns': ['Select at least one column.', 'Sélectionnez au moins une colonne.'],
  'reports.needBranch': ['Choose a branch.', 'Choisissez une agence.'],
  'reports.needDepartment': ['Choose a department.', 'Choisissez un département.'],
  'reports.needEmployees': ['Choose at least one employee.', 'Choisissez au moins un employé.'],
  'reports.audienceAll': ['All users', 'Tous les utilisateurs'],
  'reports.audienceBranch': ['One branch', 'Une agence'],
  'reports.audienceDepartment': ['One department', 'Un département'],
  'reports.audienceEmployees_one': ['{{count}} employee', '{{count}} employé'],
  'reports.audienceEmployees_other': ['{{count}} employees', '{{count}} employés'],
  ...Object.fromEntries(exitReasons.map((l) => [l, [l, FR_EXIT_REASONS[l] ?? l] as const])),
});
