import { messagePair } from '../../../platform/messages-pair.ts';

/**
 * Loan settings (issue 20): loan types and loan caps. Kept apart from the schemas so a screen
 * showing them does not download Zod. The loan approval settings' messages are the category
 * approver kit's (LOAN_APPROVER_MESSAGES).
 */
export const LOAN_TYPE_MESSAGES = {
  listed: 'Loan types fetched successfully',
  loaded: 'Loan type fetched successfully',
  created: 'Loan type created successfully',
  updated: 'Loan type updated successfully',
  deleted: 'Loan types deleted successfully',
  notFound: 'Loan type not found',
  nameTaken: 'A loan type with this name already exists',
  nameRequired: 'Please enter loan type name',
  nameTooLong: 'Kindly keep the loan type name under 150 characters',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  minimumInvalid: 'Please enter the minimum amount in naira, with at most two decimals',
  maximumRequired: 'Please enter the maximum amount in naira, with at most two decimals',
  maximumPositive: 'The maximum amount must be more than zero',
  amountOrder: 'The minimum amount cannot be more than the maximum amount',
  tenureInvalid: 'Please enter the longest tenure as a whole number of months, at least 1',
  tenureTooLong: 'The longest tenure cannot pass 600 months',
  rateInvalid: 'Please enter the interest rate as a percentage from 0 to 100, with at most four decimals',
  interestTypeInvalid: 'Please select flat or reducing balance interest',
  eligibleInvalid: 'Please enter the months of service as a whole number, 0 or more',
  eligibleTooLong: 'The months of service cannot pass 600',
  statusInvalid: 'Please select active or inactive',
  idsRequired: 'Please select the loan types to delete',
  inUse: (names: string) => `${names} already has loans, so it cannot be deleted; set it inactive instead`,
} as const;

/** The same messages in French, by key (ADR 32); a parameterised one keeps its English placeholders. */
export const LOAN_TYPE_MESSAGE_PAIR = messagePair(
  'loan_types',
  LOAN_TYPE_MESSAGES,
  {
    listed: 'Types de prêt récupérés avec succès',
    loaded: 'Type de prêt récupéré avec succès',
    created: 'Type de prêt créé avec succès',
    updated: 'Type de prêt mis à jour avec succès',
    deleted: 'Types de prêt supprimés avec succès',
    notFound: 'Type de prêt introuvable',
    nameTaken: 'Un type de prêt porte déjà ce nom',
    nameRequired: 'Veuillez saisir le nom du type de prêt',
    nameTooLong: 'Le nom du type de prêt doit faire moins de 150 caractères',
    descriptionTooLong: 'La description doit faire moins de 1000 caractères',
    minimumInvalid: 'Veuillez saisir le montant minimum en nairas, avec deux décimales au plus',
    maximumRequired: 'Veuillez saisir le montant maximum en nairas, avec deux décimales au plus',
    maximumPositive: 'Le montant maximum doit être supérieur à zéro',
    amountOrder: 'Le montant minimum ne peut pas dépasser le montant maximum',
    tenureInvalid: 'Veuillez saisir la durée maximale en nombre entier de mois, au moins 1',
    tenureTooLong: 'La durée maximale ne peut pas dépasser 600 mois',
    rateInvalid: 'Veuillez saisir le taux d’intérêt en pourcentage de 0 à 100, avec quatre décimales au plus',
    interestTypeInvalid: 'Veuillez choisir un intérêt fixe ou dégressif',
    eligibleInvalid: 'Veuillez saisir l’ancienneté en nombre entier de mois, 0 ou plus',
    eligibleTooLong: 'L’ancienneté ne peut pas dépasser 600 mois',
    statusInvalid: 'Veuillez choisir actif ou inactif',
    idsRequired: 'Veuillez sélectionner les types de prêt à supprimer',
    inUse: '{{names}} a déjà des prêts et ne peut pas être supprimé ; rendez-le inactif à la place',
  },
  { inUse: ['names'] },
);
export const LOAN_TYPE_MESSAGES_FR = LOAN_TYPE_MESSAGE_PAIR.french;

export const LOAN_CAP_MESSAGES = {
  listed: 'Loan caps fetched successfully',
  saved: 'Loan caps saved successfully',
  modelTypeInvalid: 'Please select branch or grade',
  capsRequired: 'Please enter at least one cap',
  modelInvalid: 'Please select a valid branch or grade',
  modelRepeated: 'Each branch or grade can be listed only once',
  amountInvalid: 'Please enter the cap in naira, with at most two decimals, or leave it empty',
  amountPositive: 'The cap must be more than zero; leave it empty for no cap',
} as const;

export const LOAN_CAP_MESSAGE_PAIR = messagePair('loan_caps', LOAN_CAP_MESSAGES, {
  listed: 'Plafonds de prêt récupérés avec succès',
  saved: 'Plafonds de prêt enregistrés avec succès',
  modelTypeInvalid: 'Veuillez choisir agence ou grade',
  capsRequired: 'Veuillez saisir au moins un plafond',
  modelInvalid: 'Veuillez choisir une agence ou un grade valide',
  modelRepeated: 'Chaque agence ou grade ne peut figurer qu’une fois',
  amountInvalid: 'Veuillez saisir le plafond en nairas, avec deux décimales au plus, ou le laisser vide',
  amountPositive: 'Le plafond doit être supérieur à zéro ; laissez-le vide pour aucun plafond',
});
export const LOAN_CAP_MESSAGES_FR = LOAN_CAP_MESSAGE_PAIR.french;

/** How a loan type charges interest (issue 20): on the principal, or on the balance left. */
export const LOAN_INTEREST_TYPES = ['flat', 'reducing'] as const;
export type LoanInterestType = (typeof LOAN_INTEREST_TYPES)[number];
export const LOAN_TYPE_STATUSES = ['active', 'inactive'] as const;
export type LoanTypeStatus = (typeof LOAN_TYPE_STATUSES)[number];
/** What a loan cap is set on; the spec's default is branch (spec 3 §9). */
export const LOAN_CAP_MODEL_TYPES = ['branch', 'grade'] as const;
export type LoanCapModelType = (typeof LOAN_CAP_MODEL_TYPES)[number];
