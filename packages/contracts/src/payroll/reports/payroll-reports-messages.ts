/**
 * The payroll register, the statutory remittance schedules and the payroll dashboard (issue 19,
 * ADR 47). Spec 3 §5's report words where it has them ('Please select month and year to generate
 * report for.'); the others read like them. Kept apart from the schemas so a screen showing them
 * does not download Zod.
 */
export const PAYROLL_REPORT_MESSAGES = {
  generalFetched: 'Payroll report retrieved successfully',
  remittanceFetched: 'Remittance schedule retrieved successfully',
  dashboardFetched: 'Payroll dashboard retrieved successfully',
  downloaded: 'Report generated successfully',
  /** Spec 3 §5: a report asked for without its month or year. */
  monthYearRequired: 'Please select month and year to generate report for.',
  monthInvalid: 'Please select a month from 1 (January) to 12 (December)',
  yearInvalid: 'Please enter a year from 2000 to 2100',
  branchesInvalid: 'Please select valid branches',
  departmentsInvalid: 'Please select valid departments',
  includeOpenInvalid: 'Please choose yes or no',
  kindInvalid: 'The remittance must be paye, pension, nhf or nsitf',
  formatInvalid: 'The export format must be csv, xlsx or pdf.',
  branchNotFound: 'Branch not found',
  departmentNotFound: 'Department not found',
} as const;

/** The same in French, by key (ADR 32); typed against the English, so a message without French fails. */
export const PAYROLL_REPORT_MESSAGES_FR: {
  readonly [K in keyof typeof PAYROLL_REPORT_MESSAGES]: string;
} = {
  generalFetched: 'Rapport de paie récupéré avec succès',
  remittanceFetched: 'Bordereau de versement récupéré avec succès',
  dashboardFetched: 'Tableau de bord de la paie récupéré avec succès',
  downloaded: 'Rapport généré avec succès',
  monthYearRequired: 'Veuillez sélectionner le mois et l’année du rapport.',
  monthInvalid: 'Veuillez choisir un mois de 1 (janvier) à 12 (décembre)',
  yearInvalid: 'Veuillez saisir une année de 2000 à 2100',
  branchesInvalid: 'Veuillez sélectionner des agences valides',
  departmentsInvalid: 'Veuillez sélectionner des départements valides',
  includeOpenInvalid: 'Veuillez choisir oui ou non',
  kindInvalid: 'Le versement doit être paye, pension, nhf ou nsitf',
  formatInvalid: 'Le format d’export doit être csv, xlsx ou pdf.',
  branchNotFound: 'Agence introuvable',
  departmentNotFound: 'Département introuvable',
};
