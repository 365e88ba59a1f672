import { messagePair } from '../../../platform/messages-pair.ts';

/**
 * Loan disbursements and refunds (issue 20; spec 3 "loan-disbursement", "loan-refund"; ADR 53).
 * Kept apart from the schemas so a screen showing them does not download Zod.
 */
export const LOAN_DISBURSEMENT_MESSAGES = {
  listed: 'Loan disbursements fetched successfully',
  created: 'Loan disbursed successfully',
  deleted: 'Loan disbursement deleted successfully',
  notFound: 'Loan disbursement not found',
  loansListed: 'Loans not fully disbursed fetched successfully',
  loanRequired: 'Please select a loan',
  loanNotFound: 'Loan not found',
  employeeRequired: 'Please select an employee',
  amountRequired: 'Please enter the amount in naira, with at most two decimals',
  amountPositive: 'The amount must be more than zero',
  dateRequired: 'Please enter the date as YYYY-MM-DD',
  noteTooLong: 'Kindly keep the note under 1000 characters',
  notApproved: 'Only an approved loan can be disbursed',
  overApproved: 'The disbursements would add up to more than the approved amount',
  scheduleFrozen:
    'Payroll has already deducted an instalment of this loan, so its disbursements cannot change',
  refundsRecorded: 'This loan has refunds recorded: delete them before this disbursement',
} as const;

export const LOAN_DISBURSEMENT_MESSAGE_PAIR = messagePair('loan_disbursements', LOAN_DISBURSEMENT_MESSAGES, {
  listed: 'Décaissements de prêts récupérés avec succès',
  created: 'Prêt décaissé avec succès',
  deleted: 'Décaissement supprimé avec succès',
  notFound: 'Décaissement introuvable',
  loansListed: 'Prêts non entièrement décaissés récupérés avec succès',
  loanRequired: 'Veuillez choisir un prêt',
  loanNotFound: 'Prêt introuvable',
  employeeRequired: 'Veuillez choisir un employé',
  amountRequired: 'Veuillez saisir le montant en nairas, avec au plus deux décimales',
  amountPositive: 'Le montant doit être strictement supérieur à zéro',
  dateRequired: 'Veuillez saisir la date au format AAAA-MM-JJ',
  noteTooLong: 'Veuillez limiter la note à 1000 caractères',
  notApproved: 'Seul un prêt approuvé peut être décaissé',
  overApproved: 'Les décaissements dépasseraient le montant approuvé',
  scheduleFrozen:
    'La paie a déjà prélevé une échéance de ce prêt : ses décaissements ne peuvent plus changer',
  refundsRecorded: 'Des remboursements sont enregistrés sur ce prêt : supprimez-les avant ce décaissement',
});
export const LOAN_DISBURSEMENT_MESSAGES_FR = LOAN_DISBURSEMENT_MESSAGE_PAIR.french;

export const LOAN_REFUND_MESSAGES = {
  listed: 'Loan refunds fetched successfully',
  loaded: 'Loan refund fetched successfully',
  created: 'Loan refund recorded successfully',
  updated: 'Loan refund updated successfully',
  deleted: 'Loan refunds deleted successfully',
  notFound: 'Loan refund not found',
  loansListed: 'Loans not fully refunded fetched successfully',
  idRequired: 'Please give the refund to change',
  idsRequired: 'Please give the refunds as ids separated by commas',
  notDisbursed: 'Only a disbursed loan with a balance can be refunded',
  overBalance: 'The refund is more than the balance of the loan',
  settledByPayroll:
    'Part of this refund settled instalments payroll has since deducted the rest of, so it cannot be reduced or deleted',
} as const;

export const LOAN_REFUND_MESSAGE_PAIR = messagePair('loan_refunds', LOAN_REFUND_MESSAGES, {
  listed: 'Remboursements de prêts récupérés avec succès',
  loaded: 'Remboursement de prêt récupéré avec succès',
  created: 'Remboursement de prêt enregistré avec succès',
  updated: 'Remboursement de prêt mis à jour avec succès',
  deleted: 'Remboursements de prêts supprimés avec succès',
  notFound: 'Remboursement de prêt introuvable',
  loansListed: 'Prêts non entièrement remboursés récupérés avec succès',
  idRequired: 'Veuillez indiquer le remboursement à modifier',
  idsRequired: 'Veuillez indiquer les remboursements par leurs numéros séparés par des virgules',
  notDisbursed: 'Seul un prêt décaissé avec un solde peut être remboursé',
  overBalance: 'Le remboursement dépasse le solde du prêt',
  settledByPayroll:
    'Une partie de ce remboursement a soldé des échéances dont la paie a prélevé le reste : il ne peut plus être réduit ni supprimé',
});
export const LOAN_REFUND_MESSAGES_FR = LOAN_REFUND_MESSAGE_PAIR.french;
