import { decisionMessagesFrom } from '../../../platform/approval-decisions.ts';
import { messagePair } from '../../../platform/messages-pair.ts';
import { decisionRefusalWords } from '../../../platform/decision-words.ts';

/** The inbox's refusal words for loan requests, in both languages (ADR 31, 78). */
const LOAN_REQUEST_REFUSALS = decisionRefusalWords({
  en: { noun: 'loan request' },
  fr: { noun: 'demande de prêt', feminine: true },
  wording: 'pending',
});

/**
 * Loan requests (issue 20; ADR 52): an employee's request for a loan of a company loan type, decided
 * through the approval engine, then disbursed and repaid through payroll. Apart from the schemas so
 * a screen showing them does not download Zod.
 */
export const LOAN_REQUEST_MESSAGES = {
  listed: 'Loan requests fetched successfully',
  loaded: 'Loan request fetched successfully',
  created: 'Loan request submitted successfully',
  updated: 'Loan request updated successfully',
  deleted: 'Loan request deleted successfully',
  notFound: 'Loan request not found',
  approvalsListed: 'Loan requests waiting on you fetched successfully',
  availabilityLoaded: 'Loan availability fetched successfully',
  typesForEmployeeListed: 'Loan types for the employee fetched successfully',
  employeeNotFound: 'Employee not found',
  employeeInvalid: 'Please select the employee the loan is for',
  employeeNotAllowed: 'You may only request a loan for yourself',
  noEmployeeRecord: 'Your account has no employee record, so you cannot request a loan',
  loanTypeRequired: 'Please select a loan type',
  loanTypeInactive: 'This loan type is not open for requests',
  loanTypeNotEligible: (months: string) =>
    `This loan type is open to employees with ${months} months of service or more`,
  amountRequired: 'Please enter the amount, in naira with at most two decimals',
  amountPositive: 'The amount must be more than zero',
  amountBelowMinimum: (minimum: string) => `The amount must be at least ${minimum} for this loan type`,
  amountAboveMaximum: (maximum: string) => `The amount must not be more than ${maximum} for this loan type`,
  tenureRequired: 'Please enter the tenure in whole months, from 1',
  tenureTooLong: (months: string) => `The tenure must not be more than ${months} months for this loan type`,
  capExceeded: (available: string) =>
    `This amount passes the employee's loan cap: at most ${available} more may be borrowed`,
  reasonTooLong: 'Kindly keep the reason under 1000 characters',
  repaymentStartRequired: 'Please enter the first repayment month as YYYY-MM',
  repaymentStartPast: 'The first repayment month cannot be in the past',
  startDateInvalid: 'Please enter the start date as YYYY-MM-DD',
  endDateInvalid: 'Please enter the end date as YYYY-MM-DD',
  dateRangeInvalid: 'The end date cannot be before the start date',
  notPending: 'Only a pending loan request can be changed or deleted',
  deleteIdsRequired: 'Please select the loan requests to delete',

  // Decisions (ADR 31)
  approved: 'Loan request approved successfully',
  rejected: 'Loan request rejected successfully',
  idsRequired: 'Please select the loan requests to decide',
  rejectionReasonRequired: 'Please give a reason for rejecting the loan request',
  rejectionReasonTooLong: 'Kindly keep the rejection reason under 1000 characters',
  ...LOAN_REQUEST_REFUSALS.en,
} as const;

/** The parameters of the parameterised messages, for the web's {{placeholders}}. */
export const LOAN_REQUEST_MESSAGE_PARAMS = {
  loanTypeNotEligible: ['months'],
  amountBelowMinimum: ['minimum'],
  amountAboveMaximum: ['maximum'],
  tenureTooLong: ['months'],
  capExceeded: ['available'],
} as const;

/** The same messages in French, by key, with the English's {{placeholders}} (ADR 32). */
export const LOAN_REQUEST_MESSAGE_PAIR = messagePair(
  'loan_requests',
  LOAN_REQUEST_MESSAGES,
  {
    listed: 'Demandes de prêt récupérées avec succès',
    loaded: 'Demande de prêt récupérée avec succès',
    created: 'Demande de prêt envoyée avec succès',
    updated: 'Demande de prêt mise à jour avec succès',
    deleted: 'Demande de prêt supprimée avec succès',
    notFound: 'Demande de prêt introuvable',
    approvalsListed: 'Demandes de prêt en attente de votre approbation récupérées avec succès',
    availabilityLoaded: 'Montant empruntable récupéré avec succès',
    typesForEmployeeListed: 'Types de prêt de l’employé récupérés avec succès',
    employeeNotFound: 'Employé introuvable',
    employeeInvalid: 'Veuillez choisir l’employé concerné par le prêt',
    employeeNotAllowed: 'Vous ne pouvez demander un prêt que pour vous-même',
    noEmployeeRecord: 'Votre compte n’a pas de fiche employé : vous ne pouvez pas demander de prêt',
    loanTypeRequired: 'Veuillez choisir un type de prêt',
    loanTypeInactive: 'Ce type de prêt n’est pas ouvert aux demandes',
    loanTypeNotEligible:
      'Ce type de prêt est ouvert aux employés ayant au moins {{months}} mois d’ancienneté',
    amountRequired: 'Veuillez saisir le montant, en nairas avec deux décimales au plus',
    amountPositive: 'Le montant doit être supérieur à zéro',
    amountBelowMinimum: 'Le montant doit être d’au moins {{minimum}} pour ce type de prêt',
    amountAboveMaximum: 'Le montant ne peut pas dépasser {{maximum}} pour ce type de prêt',
    tenureRequired: 'Veuillez saisir la durée en mois entiers, à partir de 1',
    tenureTooLong: 'La durée ne peut pas dépasser {{months}} mois pour ce type de prêt',
    capExceeded:
      'Ce montant dépasse le plafond de prêt de l’employé : {{available}} au plus peut encore être emprunté',
    reasonTooLong: 'Le motif doit faire moins de 1000 caractères',
    repaymentStartRequired: 'Veuillez saisir le premier mois de remboursement au format AAAA-MM',
    repaymentStartPast: 'Le premier mois de remboursement ne peut pas être passé',
    startDateInvalid: 'Veuillez saisir la date de début au format AAAA-MM-JJ',
    endDateInvalid: 'Veuillez saisir la date de fin au format AAAA-MM-JJ',
    dateRangeInvalid: 'La date de fin ne peut pas précéder la date de début',
    notPending: 'Seule une demande de prêt en attente peut être modifiée ou supprimée',
    deleteIdsRequired: 'Veuillez choisir les demandes de prêt à supprimer',
    approved: 'Demande de prêt approuvée avec succès',
    rejected: 'Demande de prêt rejetée avec succès',
    idsRequired: 'Veuillez choisir les demandes de prêt à traiter',
    rejectionReasonRequired: 'Veuillez indiquer le motif du rejet de la demande de prêt',
    rejectionReasonTooLong: 'Le motif du rejet doit faire moins de 1000 caractères',
    ...LOAN_REQUEST_REFUSALS.fr,
  },
  LOAN_REQUEST_MESSAGE_PARAMS,
);
export const LOAN_REQUEST_MESSAGES_FR = LOAN_REQUEST_MESSAGE_PAIR.french;

const M = LOAN_REQUEST_MESSAGES;

/** The inbox kit's words for loan requests (ADR 31), from the table above. */
export const LOAN_REQUEST_DECISION_MESSAGES = decisionMessagesFrom(M);

/** A loan waits (pending), is decided (approved, rejected), is paid out (disbursed) and paid back (repaid). */
export const LOAN_STATUSES = ['pending', 'approved', 'rejected', 'disbursed', 'repaid'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** The approval engine's module (subject) name for loan requests (ADR 22, 52). */
export const LOAN_REQUEST_MODULE = 'loan';
