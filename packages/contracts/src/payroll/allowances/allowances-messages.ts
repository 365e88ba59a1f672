import { messagePair } from '../../platform/messages-pair.ts';

/**
 * Recurring and extra allowances (issue 19; spec 3 "settings/allowance", "extraallowance"; ADR 45).
 * Kept apart from the schemas so a screen showing them does not download Zod.
 */
export const ALLOWANCE_MESSAGES = {
  // Recurring allowances
  listed: 'Allowances fetched successfully',
  loaded: 'Allowance fetched successfully',
  created: 'Allowance created successfully',
  updated: 'Allowance updated successfully',
  deleted: 'Allowance deleted successfully',
  notFound: 'Allowance not found',
  nameTaken: 'An allowance with this name already exists',
  codeTaken: 'An allowance with this code already exists',
  nameRequired: 'Please enter allowance name',
  nameTooLong: 'Kindly keep the allowance name under 150 characters',
  codeRequired: 'Please enter allowance code',
  codeInvalid: 'Kindly use letters, digits and underscores in the code, at most 30',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  amountRequired: 'Please enter amount in naira, with at most two decimals',
  amountPositive: 'Amount must be more than zero',
  flagInvalid: 'Please choose yes or no',
  employeesInvalid: 'Please select valid employees',
  employeeRepeated: 'Each employee can be listed only once',
  monthInvalid: 'Please enter a month as YYYY-MM',
  monthOrder: 'The last month cannot be before the first month',
  employeesAssigned: 'Employees assigned successfully',
  employeesUnassigned: 'Employees unassigned successfully',
  selectionRequired: 'Kindly select employees',
  mineLoaded: 'Your allowances fetched successfully',

  // Extra allowances
  extrasListed: 'Extra allowances fetched successfully',
  extraLoaded: 'Extra allowance fetched successfully',
  extraCreated: 'Extra allowance created successfully',
  extraUpdated: 'Extra allowance updated successfully',
  extraDeleted: 'Extra allowance deleted successfully',
  extraNotFound: 'Extra allowance not found',
  recurrenceInvalid: 'Please select one-off or recurring',
  monthsRequired: 'Please select at least one month',
  monthRepeated: 'Each month can be selected only once',
  oneOffOneMonth: 'A one-off extra allowance is paid in exactly one month',
  employeesRequired: 'Please select at least one employee',
  /** A month a payroll confirmation has locked for that employee (ADR 45). */
  monthConfirmed: (month: string, employee: string) =>
    `${month} is already confirmed for ${employee}, so it cannot be changed for them`,
  extraPaid: 'This extra allowance was paid in a confirmed month, so it cannot be deleted',
} as const;

/** The same messages in French, by key (ADR 32); a parameterised one keeps its English placeholders. */
export const ALLOWANCE_MESSAGE_PAIR = messagePair(
  'payroll_allowances',
  ALLOWANCE_MESSAGES,
  {
    listed: 'Indemnités récupérées avec succès',
    loaded: 'Indemnité récupérée avec succès',
    created: 'Indemnité créée avec succès',
    updated: 'Indemnité mise à jour avec succès',
    deleted: 'Indemnité supprimée avec succès',
    notFound: 'Indemnité introuvable',
    nameTaken: 'Une indemnité porte déjà ce nom',
    codeTaken: 'Une indemnité porte déjà ce code',
    nameRequired: 'Veuillez saisir le nom de l’indemnité',
    nameTooLong: 'Le nom de l’indemnité doit faire moins de 150 caractères',
    codeRequired: 'Veuillez saisir le code de l’indemnité',
    codeInvalid: 'Utilisez des lettres, des chiffres et des tirets bas dans le code, 30 au plus',
    descriptionTooLong: 'La description doit faire moins de 1000 caractères',
    amountRequired: 'Veuillez saisir le montant en nairas, avec deux décimales au plus',
    amountPositive: 'Le montant doit être supérieur à zéro',
    flagInvalid: 'Veuillez choisir oui ou non',
    employeesInvalid: 'Veuillez choisir des employés valides',
    employeeRepeated: 'Chaque employé ne peut figurer qu’une fois',
    monthInvalid: 'Veuillez saisir un mois au format AAAA-MM',
    monthOrder: 'Le dernier mois ne peut pas précéder le premier',
    employeesAssigned: 'Employés attribués avec succès',
    employeesUnassigned: 'Employés retirés avec succès',
    selectionRequired: 'Veuillez sélectionner des employés',
    mineLoaded: 'Vos indemnités récupérées avec succès',
    extrasListed: 'Indemnités exceptionnelles récupérées avec succès',
    extraLoaded: 'Indemnité exceptionnelle récupérée avec succès',
    extraCreated: 'Indemnité exceptionnelle créée avec succès',
    extraUpdated: 'Indemnité exceptionnelle mise à jour avec succès',
    extraDeleted: 'Indemnité exceptionnelle supprimée avec succès',
    extraNotFound: 'Indemnité exceptionnelle introuvable',
    recurrenceInvalid: 'Veuillez choisir ponctuelle ou récurrente',
    monthsRequired: 'Veuillez choisir au moins un mois',
    monthRepeated: 'Chaque mois ne peut être choisi qu’une fois',
    oneOffOneMonth: 'Une indemnité exceptionnelle ponctuelle est versée sur un seul mois',
    employeesRequired: 'Veuillez choisir au moins un employé',
    monthConfirmed:
      '{{month}} est déjà confirmé pour {{employee}} et ne peut plus être modifié pour cette personne',
    extraPaid:
      'Cette indemnité exceptionnelle a été versée sur un mois confirmé et ne peut pas être supprimée',
  },
  { monthConfirmed: ['month', 'employee'] },
);
export const ALLOWANCE_MESSAGES_FR = ALLOWANCE_MESSAGE_PAIR.french;

/** An extra allowance is paid once (one month) or in each of several months. */
export const EXTRA_ALLOWANCE_RECURRENCES = ['one_off', 'recurring'] as const;
export type ExtraAllowanceRecurrence = (typeof EXTRA_ALLOWANCE_RECURRENCES)[number];
