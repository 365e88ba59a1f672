/**
 * The payroll run's messages (issue 19 "salary schedule", spec 3 §5, ADR 41): the run, its job, the
 * confirmation, the downloads and the variance. 'No parameters set to get salary schedule' is the
 * spec's own; the rest read like its other payroll messages. Kept apart from the schemas so screens
 * load no Zod; the French sits beside the English for the web's bundle (ADR 32).
 */
export const SALARY_SCHEDULE_MESSAGES = {
  noParameters: 'No parameters set to get salary schedule',
  monthInvalid: 'Please select a month from 1 to 12',
  yearInvalid: 'Please select a year from 2000 to 2100',
  branchesInvalid: 'Please select valid branches',
  departmentsInvalid: 'Please select valid departments',
  groupsInvalid: 'Please select valid batch groups',
  modeInvalid: 'Please select a valid mode: upload',
  formatInvalid: 'Please select a valid format: csv, xlsx or pdf',
  changedOnlyInvalid: 'Please choose whether to show changed employees only',
  branchNotFound: 'Branch not found',
  departmentNotFound: 'Department not found',
  groupNotFound: 'Batch group not found',
  jobNotFound: 'Salary schedule job not found',
  computed: 'Salary schedule computed successfully',
  queued: 'Salary schedule is being computed',
  fetched: 'Salary schedule fetched successfully',
  jobFetched: 'Salary schedule job fetched successfully',
  uploadFromPayments:
    'Payment uploads are made from Payment management once the month is confirmed, not from the salary schedule',
  confirmed: 'Salary schedule confirmed successfully',
  alreadyConfirmed: 'This salary schedule is already confirmed',
  nothingToConfirm: 'There is no computed salary schedule to confirm: run the month first',
  stale: 'The salary schedule changed since it was run: run it again and check it before confirming',
  downloaded: 'Salary schedule downloaded successfully',
  varianceFetched: 'Salary variance fetched successfully',
  varianceNotRun: 'Run the salary schedule for this month first to see its variance',
  noTaxTable: 'No tax table applies to this month: add one under statutory deductions',
  packageUnpayable: 'A pay package cannot be computed: check its pay breakdown formulas',
} as const;

export const SALARY_SCHEDULE_MESSAGES_FR: Readonly<Record<keyof typeof SALARY_SCHEDULE_MESSAGES, string>> = {
  noParameters: 'Aucun paramètre choisi pour obtenir l’état de paie',
  monthInvalid: 'Veuillez choisir un mois de 1 à 12',
  yearInvalid: 'Veuillez choisir une année de 2000 à 2100',
  branchesInvalid: 'Veuillez choisir des agences valides',
  departmentsInvalid: 'Veuillez choisir des départements valides',
  groupsInvalid: 'Veuillez choisir des groupes de paiement valides',
  modeInvalid: 'Veuillez choisir un mode valide : upload',
  formatInvalid: 'Veuillez choisir un format valide : csv, xlsx ou pdf',
  changedOnlyInvalid: 'Veuillez indiquer s’il faut n’afficher que les employés dont la paie a changé',
  branchNotFound: 'Agence introuvable',
  departmentNotFound: 'Département introuvable',
  groupNotFound: 'Groupe de paiement introuvable',
  jobNotFound: 'Calcul de l’état de paie introuvable',
  computed: 'État de paie calculé avec succès',
  queued: 'L’état de paie est en cours de calcul',
  fetched: 'État de paie récupéré avec succès',
  jobFetched: 'Calcul de l’état de paie récupéré avec succès',
  uploadFromPayments:
    'Les remises de paiement se font depuis la gestion des paiements une fois le mois confirmé, pas depuis l’état de paie',
  confirmed: 'État de paie confirmé avec succès',
  alreadyConfirmed: 'Cet état de paie est déjà confirmé',
  nothingToConfirm: 'Aucun état de paie calculé à confirmer : calculez d’abord le mois',
  stale: 'L’état de paie a changé depuis son calcul : recalculez-le et vérifiez-le avant de le confirmer',
  downloaded: 'État de paie téléchargé avec succès',
  varianceFetched: 'Écarts de paie récupérés avec succès',
  varianceNotRun: 'Calculez d’abord l’état de paie de ce mois pour en voir les écarts',
  noTaxTable: 'Aucun barème fiscal ne s’applique à ce mois : ajoutez-en un dans les retenues légales',
  packageUnpayable: 'Un package de paie ne peut pas être calculé : vérifiez les formules de sa ventilation',
};

/**
 * Why an employee's net pay moved against the previous month (ADR 41), as codes the screens word:
 * joined or left, a package change, proration, overtime, allowances, benefits, deductions, a loan,
 * a tax band, other statutory changes (pension, NHF, NHIS), and `other` when none of these explains it.
 */
export const VARIANCE_REASONS = [
  'joined',
  'left',
  'package_change',
  'proration',
  'overtime',
  'allowance',
  'benefit',
  'deduction',
  'loan',
  'tax_band',
  'statutory',
  'other',
] as const;
export type VarianceReason = (typeof VARIANCE_REASONS)[number];

/** A row's status: computed and still open to a re-run, or confirmed and locked (ADR 41). */
export const SCHEDULE_ROW_STATUSES = ['open', 'confirmed'] as const;
export type ScheduleRowStatus = (typeof SCHEDULE_ROW_STATUSES)[number];
