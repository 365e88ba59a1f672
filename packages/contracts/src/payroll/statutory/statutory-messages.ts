import { messagePair } from '../../platform/messages-pair.ts';

/**
 * Statutory deductions (versioned tax tables) and company remittances (issue 19, spec 3 §7, ADR 43).
 * Kept apart from the schemas so a screen showing them does not download Zod.
 */
export const STATUTORY_DEDUCTION_MESSAGES = {
  listed: 'Statutory deductions fetched successfully',
  loaded: 'Statutory deduction fetched successfully',
  created: 'Statutory deduction created successfully',
  updated: 'Statutory deduction updated successfully',
  deleted: 'Statutory deduction deleted successfully',
  notFound: 'Statutory deduction not found',
  exampleWorked: 'Worked example computed successfully',
  settingsLoaded: 'Statutory settings fetched successfully',
  settingsUpdated: 'Statutory settings updated successfully',
  nameRequired: 'Please enter name',
  nameTooLong: 'Kindly keep the name under 150 characters',
  regimeRequired: 'Please select the tax regime: Nigeria Tax Act 2025 or PITA',
  effectiveFromRequired: 'Please enter the date this version takes effect',
  effectiveFromFirstOfMonth: 'Please choose the first day of a month between 1990 and 2100',
  effectiveFromTaken: 'Another version already takes effect on this date',
  effectiveFromConfirmed:
    'A confirmed payroll month falls under this date: choose a date after the confirmed months',
  bandsRequired: 'Please enter at least one tax band',
  bandsTooMany: 'Kindly keep to at most 20 tax bands',
  bandLimitRequired: 'Please enter the upper limit or the width of this band',
  bandLimitConflict: 'The upper limit and the width of this band do not agree',
  bandUpToOrder: 'Each band must end above the one before it',
  bandLastOpen: 'The last band must have no upper limit: it taxes the rest',
  rateInvalid: 'Please enter a rate from 0 to 100, with at most four decimals',
  amountInvalid: 'Please enter an amount in naira, with at most two decimals',
  inForce:
    'This version is in force for a confirmed payroll month and cannot be changed: add a new version instead',
  lastVersion: 'The last tax table version cannot be deleted',
  flagInvalid: 'Please choose yes or no',
} as const;

export const STATUTORY_DEDUCTION_MESSAGE_PAIR = messagePair(
  'statutory_deductions',
  STATUTORY_DEDUCTION_MESSAGES,
  {
    listed: 'Retenues légales récupérées avec succès',
    loaded: 'Retenue légale récupérée avec succès',
    created: 'Retenue légale créée avec succès',
    updated: 'Retenue légale mise à jour avec succès',
    deleted: 'Retenue légale supprimée avec succès',
    notFound: 'Retenue légale introuvable',
    exampleWorked: 'Exemple chiffré calculé avec succès',
    settingsLoaded: 'Réglages légaux récupérés avec succès',
    settingsUpdated: 'Réglages légaux mis à jour avec succès',
    nameRequired: 'Veuillez saisir le nom',
    nameTooLong: 'Le nom doit faire moins de 150 caractères',
    regimeRequired: 'Veuillez choisir le régime fiscal : Nigeria Tax Act 2025 ou PITA',
    effectiveFromRequired: 'Veuillez saisir la date d’entrée en vigueur de cette version',
    effectiveFromFirstOfMonth: 'Veuillez choisir le premier jour d’un mois entre 1990 et 2100',
    effectiveFromTaken: 'Une autre version entre déjà en vigueur à cette date',
    effectiveFromConfirmed:
      'Un mois de paie confirmé tombe sous cette date : choisissez une date après les mois confirmés',
    bandsRequired: 'Veuillez saisir au moins une tranche d’imposition',
    bandsTooMany: 'Veuillez vous limiter à 20 tranches d’imposition',
    bandLimitRequired: 'Veuillez saisir la limite supérieure ou la largeur de cette tranche',
    bandLimitConflict: 'La limite supérieure et la largeur de cette tranche ne concordent pas',
    bandUpToOrder: 'Chaque tranche doit finir au-dessus de la précédente',
    bandLastOpen: 'La dernière tranche ne doit pas avoir de limite supérieure : elle impose le reste',
    rateInvalid: 'Veuillez saisir un taux de 0 à 100, avec au plus quatre décimales',
    amountInvalid: 'Veuillez saisir un montant en nairas, avec au plus deux décimales',
    inForce:
      'Cette version s’applique à un mois de paie confirmé et ne peut pas être modifiée : ajoutez plutôt une nouvelle version',
    lastVersion: 'La dernière version du barème ne peut pas être supprimée',
    flagInvalid: 'Veuillez choisir oui ou non',
  },
);
export const STATUTORY_DEDUCTION_MESSAGES_FR = STATUTORY_DEDUCTION_MESSAGE_PAIR.french;

export const COMPANY_REMITTANCE_MESSAGES = {
  listed: 'Company remittances fetched successfully',
  loaded: 'Company remittance fetched successfully',
  created: 'Company remittance created successfully',
  updated: 'Company remittance updated successfully',
  deleted: 'Company remittance deleted successfully',
  notFound: 'Company remittance not found',
  idRequired: 'Please select the company remittance to update',
  nameRequired: 'Please enter the remittance name',
  nameTooLong: 'Kindly keep the remittance name under 150 characters',
  codeRequired: 'Please enter a code',
  codeInvalid: 'Please use capital letters, digits and underscores, at most 30 characters',
  codeReserved: 'PAYE, PENSION, NHF and NHIS are the employee deductions’ codes: please choose another',
  codeTaken: 'A company remittance with this code already exists',
  rateInvalid: 'Please enter a rate from 0 to 100, with at most four decimals',
  baseInvalid: 'Please select gross, pensionable or basic pay as the base',
  minHeadcountInvalid: 'Please enter a whole number of staff from 0 to 1,000,000',
  flagInvalid: 'Please choose yes or no',
  statutoryKept: 'A statutory remittance cannot be deleted: disable it instead',
  statutoryCodeFixed: 'A statutory remittance keeps its code',
  statutoryBaseFixed: 'A statutory remittance keeps its base',
} as const;

export const COMPANY_REMITTANCE_MESSAGE_PAIR = messagePair(
  'company_remittances',
  COMPANY_REMITTANCE_MESSAGES,
  {
    listed: 'Cotisations patronales récupérées avec succès',
    loaded: 'Cotisation patronale récupérée avec succès',
    created: 'Cotisation patronale créée avec succès',
    updated: 'Cotisation patronale mise à jour avec succès',
    deleted: 'Cotisation patronale supprimée avec succès',
    notFound: 'Cotisation patronale introuvable',
    idRequired: 'Veuillez choisir la cotisation patronale à modifier',
    nameRequired: 'Veuillez saisir le nom de la cotisation',
    nameTooLong: 'Le nom de la cotisation doit faire moins de 150 caractères',
    codeRequired: 'Veuillez saisir un code',
    codeInvalid: 'Utilisez des majuscules, des chiffres et des tirets bas, 30 caractères au plus',
    codeReserved:
      'PAYE, PENSION, NHF et NHIS sont les codes des retenues salariales : choisissez-en un autre',
    codeTaken: 'Une cotisation patronale porte déjà ce code',
    rateInvalid: 'Veuillez saisir un taux de 0 à 100, avec au plus quatre décimales',
    baseInvalid:
      'Veuillez choisir le salaire brut, la part soumise à pension ou le salaire de base comme assiette',
    minHeadcountInvalid: 'Veuillez saisir un nombre entier de salariés de 0 à 1 000 000',
    flagInvalid: 'Veuillez choisir oui ou non',
    statutoryKept: 'Une cotisation légale ne peut pas être supprimée : désactivez-la plutôt',
    statutoryCodeFixed: 'Une cotisation légale garde son code',
    statutoryBaseFixed: 'Une cotisation légale garde son assiette',
  },
);
export const COMPANY_REMITTANCE_MESSAGES_FR = COMPANY_REMITTANCE_MESSAGE_PAIR.french;

/** The tax regimes a version follows (ADR 43). */
export const TAX_REGIMES = ['nta_2025', 'pita'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** What a remittance's rate applies to. */
export const REMITTANCE_BASES = ['gross', 'pensionable', 'basic'] as const;
export type RemittanceBase = (typeof REMITTANCE_BASES)[number];

/** The employee deductions' line codes: a remittance may not take them (its line would clash). */
export const RESERVED_REMITTANCE_CODES = ['PAYE', 'PENSION', 'NHF', 'NHIS'] as const;
