import { decisionMessagesFrom } from '../../platform/approval-decisions.ts';
import { messagePair } from '../../platform/messages-pair.ts';
import { decisionRefusalWords } from '../../platform/decision-words.ts';

/** The inbox's refusal words for claims, in both languages (ADR 31, 78). */
const ALLOWANCE_CLAIM_REFUSALS = decisionRefusalWords({
  en: { noun: 'allowance claim', short: 'claim', own: 'claim' },
  fr: { noun: 'demande d’indemnité', short: 'demande', own: 'demande', feminine: true },
  wording: 'pending',
});

/**
 * Employees' allowance claims (issue 19 "ESS payslip create, edit and approval"; ADR 45): a claim
 * for a claimable allowance or a titled extra, decided through the approval engine and paid in the
 * next open payroll month. Apart from the schemas so a screen showing them does not download Zod.
 */
export const ALLOWANCE_CLAIM_MESSAGES = {
  listed: 'Allowance claims fetched successfully',
  loaded: 'Allowance claim fetched successfully',
  created: 'Allowance claim submitted successfully',
  updated: 'Allowance claim updated successfully',
  withdrawn: 'Allowance claim withdrawn successfully',
  notFound: 'Allowance claim not found',
  approvalsListed: 'Allowance claims waiting on you fetched successfully',
  allowanceInvalid: 'Please select an allowance you may claim',
  titleRequired: 'Please enter what you are claiming for',
  titleTooLong: 'Kindly keep the title under 150 characters',
  amountRequired: 'Please enter the amount you are claiming, in naira with at most two decimals',
  amountPositive: 'The amount you claim must be more than zero',
  reasonRequired: 'Please enter the reason for your claim',
  reasonTooLong: 'Kindly keep the reason under 1000 characters',
  notPending: 'Only a pending claim can be changed or withdrawn',
  statusInvalid: 'Please select pending, approved, rejected or paid',
  noEmployeeRecord: 'Your account has no employee record, so you cannot claim an allowance',

  // Decisions (ADR 31)
  approved: 'Allowance claim approved successfully',
  rejected: 'Allowance claim rejected successfully',
  idsRequired: 'Please select the allowance claims to decide',
  rejectionReasonRequired: 'Please give a reason for rejecting the claim',
  rejectionReasonTooLong: 'Kindly keep the rejection reason under 1000 characters',
  ...ALLOWANCE_CLAIM_REFUSALS.en,
} as const;

/** The same messages in French, by key (ADR 32). */
export const ALLOWANCE_CLAIM_MESSAGE_PAIR = messagePair('allowance_claims', ALLOWANCE_CLAIM_MESSAGES, {
  listed: 'Demandes d’indemnité récupérées avec succès',
  loaded: 'Demande d’indemnité récupérée avec succès',
  created: 'Demande d’indemnité envoyée avec succès',
  updated: 'Demande d’indemnité mise à jour avec succès',
  withdrawn: 'Demande d’indemnité retirée avec succès',
  notFound: 'Demande d’indemnité introuvable',
  approvalsListed: 'Demandes d’indemnité en attente de votre approbation récupérées avec succès',
  allowanceInvalid: 'Veuillez choisir une indemnité que vous pouvez demander',
  titleRequired: 'Veuillez indiquer l’objet de votre demande',
  titleTooLong: 'L’intitulé doit faire moins de 150 caractères',
  amountRequired: 'Veuillez saisir le montant demandé, en nairas avec deux décimales au plus',
  amountPositive: 'Le montant demandé doit être supérieur à zéro',
  reasonRequired: 'Veuillez indiquer le motif de votre demande',
  reasonTooLong: 'Le motif doit faire moins de 1000 caractères',
  notPending: 'Seule une demande en attente peut être modifiée ou retirée',
  statusInvalid: 'Veuillez choisir en attente, approuvée, rejetée ou payée',
  noEmployeeRecord: 'Votre compte n’a pas de fiche employé : vous ne pouvez pas demander d’indemnité',
  approved: 'Demande d’indemnité approuvée avec succès',
  rejected: 'Demande d’indemnité rejetée avec succès',
  idsRequired: 'Veuillez choisir les demandes d’indemnité à traiter',
  rejectionReasonRequired: 'Veuillez indiquer le motif du rejet',
  rejectionReasonTooLong: 'Le motif du rejet doit faire moins de 1000 caractères',
  ...ALLOWANCE_CLAIM_REFUSALS.fr,
});
export const ALLOWANCE_CLAIM_MESSAGES_FR = ALLOWANCE_CLAIM_MESSAGE_PAIR.french;

const M = ALLOWANCE_CLAIM_MESSAGES;

/** The inbox kit's words for claims (ADR 31), from the table above. */
export const ALLOWANCE_CLAIM_DECISION_MESSAGES = decisionMessagesFrom(M);

/** A claim waits (pending), is decided (approved, rejected) and is paid when its month is confirmed. */
export const ALLOWANCE_CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type AllowanceClaimStatus = (typeof ALLOWANCE_CLAIM_STATUSES)[number];

/** The approval engine's module (subject) name for claims (ADR 22, 45). */
export const ALLOWANCE_CLAIM_MODULE = 'allowance-claim';
