import { messagePair } from '../platform/messages-pair.ts';

/**
 * Overtime settings (spec 3 §3, §5; issue 18 §1–2; ADR 37): work rates and overtime rules, and who is
 * assigned to each. The §5 texts are the spec's, word for word; the others read like them. Kept
 * apart from the schemas so a screen showing them does not download Zod.
 */
export const OVERTIME_SETTINGS_MESSAGES = {
  // Work rates
  workRatesListed: 'Work rates fetched successfully',
  workRateLoaded: 'Work rate fetched successfully',
  workRateCreated: 'Work rate created successfully',
  workRateUpdated: 'Work rate updated successfully',
  workRateDeleted: 'Work rate deleted successfully',
  workRateNotFound: 'Work rate not found',
  workRateNameTaken: 'A work rate with this name already exists',
  /** Spec 3 §5, work rate and overtime rule. */
  groupNameRequired: 'Please enter group name',
  groupNameTooLong: 'Kindly keep the group name under 150 characters',
  /** Spec 3 §5: required when custom, digits only. */
  monthlySalaryRequired: 'Please enter monthly salary',
  monthlySalaryTooLarge: 'Kindly enter a monthly salary of at most 90,000,000,000 naira',
  /** Spec 3 §5: required unless custom. */
  payBreakdownRequired: 'Please select pay break down',
  payBreakdownInvalid: 'Please select valid pay break down items',
  /** Spec 3 §5: at least one month set. */
  monthlyWorkdaysRequired: 'Please set monthly workdays',
  monthInvalid: 'Please select a month from 1 (January) to 12 (December)',
  monthRepeated: 'Each month can be set only once',
  /** Spec 3 §5: days per month between 0 and the month's maximum (31, Feb 29, 30 or 31). */
  monthDaysInvalid: (max: number) => `Please enter between 0 and ${max} days`,

  // Overtime rules
  rulesListed: 'Overtime rules fetched successfully',
  ruleLoaded: 'Overtime rule fetched successfully',
  ruleCreated: 'Overtime rule created successfully',
  ruleUpdated: 'Overtime rule updated successfully',
  ruleDeleted: 'Overtime rule deleted successfully',
  ruleNotFound: 'Overtime rule not found',
  ruleNameTaken: 'An overtime rule with this name already exists',
  /** Spec 3 §5. */
  descriptionRequired: 'Please enter description',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  /** Spec 3 §5: the amount of a fixed payment. */
  fixedAmountRequired: 'Please enter fixed amount',
  fixedAmountTooLarge: 'Kindly enter a fixed amount of at most 999,999,999,999.99',
  /** Spec 3 §5: the ratio of a premium payment. */
  percentageRequired: 'Please enter percentage value',
  /** Spec 3 §5: ratio 1 to 100. */
  percentageRange: 'Enter percentage value (1-100)',
  /** Spec 3 §5: only when not tied to the work shift. */
  workTimeRequired: 'Please enter work time',
  workDaysRequired: 'Please select work days',
  workTypeInvalid: 'Please select duration or clock as the work type',
  paymentTypeRequired: 'Please select fixed or premium pay as the payment type',
  /** Spec 3 §5 and §9: start, end and round-up 0 to 60 minutes. */
  overtimeStartInvalid: 'Overtime start must be between 0 and 60 minutes',
  overtimeEndInvalid: 'Overtime end must be between 0 and 60 minutes',
  overtimeRoundUpInvalid: 'Overtime round up must be between 0 and 60 minutes',
  flagInvalid: 'Please choose yes or no',

  // Assignment (spec 3 §3 "Assignment payload", §5 "Assign")
  employeesAssigned: 'Employees assigned successfully',
  assignablesLoaded: 'Assigned employees fetched successfully',
  selectionRequired: 'Kindly select or deselect employees',
  categoryInvalid: 'Employees are assigned by employee',
  idsInvalid: 'Please select valid employees',
} as const;

/**
 * The same messages in French, by key (ADR 32: the web translates a code `overtime_settings.<key>`;
 * a parameterised message keeps its English placeholders). Typed against the English, so a message
 * without French does not compile.
 */
export const OVERTIME_SETTINGS_MESSAGE_PAIR = messagePair(
  'overtime_settings',
  OVERTIME_SETTINGS_MESSAGES,
  {
    workRatesListed: 'Taux horaires récupérés avec succès',
    workRateLoaded: 'Taux horaire récupéré avec succès',
    workRateCreated: 'Taux horaire créé avec succès',
    workRateUpdated: 'Taux horaire mis à jour avec succès',
    workRateDeleted: 'Taux horaire supprimé avec succès',
    workRateNotFound: 'Taux horaire introuvable',
    workRateNameTaken: 'Un taux horaire porte déjà ce nom',
    groupNameRequired: 'Veuillez saisir le nom du groupe',
    groupNameTooLong: 'Le nom du groupe doit faire moins de 150 caractères',
    monthlySalaryRequired: 'Veuillez saisir le salaire mensuel',
    monthlySalaryTooLarge: 'Veuillez saisir un salaire mensuel d’au plus 90 000 000 000 nairas',
    payBreakdownRequired: 'Veuillez choisir les éléments de la répartition de la paie',
    payBreakdownInvalid: 'Veuillez choisir des éléments valides de la répartition de la paie',
    monthlyWorkdaysRequired: 'Veuillez renseigner les jours ouvrés par mois',
    monthInvalid: 'Veuillez choisir un mois de 1 (janvier) à 12 (décembre)',
    monthRepeated: 'Chaque mois ne peut être renseigné qu’une fois',
    monthDaysInvalid: 'Veuillez saisir entre 0 et {{max}} jours',
    rulesListed: 'Règles d’heures supplémentaires récupérées avec succès',
    ruleLoaded: 'Règle d’heures supplémentaires récupérée avec succès',
    ruleCreated: 'Règle d’heures supplémentaires créée avec succès',
    ruleUpdated: 'Règle d’heures supplémentaires mise à jour avec succès',
    ruleDeleted: 'Règle d’heures supplémentaires supprimée avec succès',
    ruleNotFound: 'Règle d’heures supplémentaires introuvable',
    ruleNameTaken: 'Une règle d’heures supplémentaires porte déjà ce nom',
    descriptionRequired: 'Veuillez saisir la description',
    descriptionTooLong: 'La description doit faire moins de 1000 caractères',
    fixedAmountRequired: 'Veuillez saisir le montant fixe',
    fixedAmountTooLarge: 'Veuillez saisir un montant fixe d’au plus 999 999 999 999,99',
    percentageRequired: 'Veuillez saisir le pourcentage',
    percentageRange: 'Saisissez un pourcentage (1-100)',
    workTimeRequired: 'Veuillez saisir le temps de travail',
    workDaysRequired: 'Veuillez choisir les jours de travail',
    workTypeInvalid: 'Veuillez choisir durée ou horloge comme type de travail',
    paymentTypeRequired: 'Veuillez choisir fixe ou prime comme type de paiement',
    overtimeStartInvalid: 'Le début des heures supplémentaires doit être entre 0 et 60 minutes',
    overtimeEndInvalid: 'La fin des heures supplémentaires doit être entre 0 et 60 minutes',
    overtimeRoundUpInvalid: 'L’arrondi des heures supplémentaires doit être entre 0 et 60 minutes',
    flagInvalid: 'Veuillez choisir oui ou non',
    employeesAssigned: 'Employés attribués avec succès',
    assignablesLoaded: 'Employés attribués récupérés avec succès',
    selectionRequired: 'Veuillez sélectionner ou désélectionner des employés',
    categoryInvalid: 'Les employés sont attribués par employé',
    idsInvalid: 'Veuillez choisir des employés valides',
  },
  { monthDaysInvalid: ['max'] },
);
export const OVERTIME_SETTINGS_MESSAGES_FR = OVERTIME_SETTINGS_MESSAGE_PAIR.french;

/** `payment_type` (spec 3 §3): a fixed naira amount per hour, or a premium over the hourly rate. */
export const OVERTIME_PAYMENT_TYPES = ['fixed', 'premium_pay'] as const;
export type OvertimePaymentType = (typeof OVERTIME_PAYMENT_TYPES)[number];

/** `work_type` (issue 18 §3): `work_time` is the day's length, or the clock time normal work ends. */
export const OVERTIME_WORK_TYPES = ['duration', 'clock'] as const;
export type OvertimeWorkType = (typeof OVERTIME_WORK_TYPES)[number];

/** Overtime start, end and round-up, in minutes (spec 3 §9). */
export const OVERTIME_MINUTES_MAX = 60;
