import { decisionMessagesFrom } from '../platform/approval-decisions.ts';
import { messagePair } from '../platform/messages-pair.ts';

/**
 * Overtime records (spec 3 §3 "Overtime record", §7; issue 18 §4; ADR 38): the list, the approved
 * totals and the decisions. The spec shows no messages for these calls; they read like its other
 * attendance and approval ones. Kept apart from the schemas so lists load no Zod. The French sits
 * beside the English (OVERTIME_MESSAGES_FR) for the web's bundle to spread by text (ADR 32).
 */
export const OVERTIME_MESSAGES = {
  listed: 'Overtimes fetched successfully',
  totalsListed: 'Approved overtime totals fetched successfully',
  approved: 'Overtime approved successfully',
  rejected: 'Overtime rejected successfully',
  notFound: 'Overtime not found',
  idsRequired: 'Please select at least one overtime',
  reasonRequired: 'Please input a reason for rejecting the overtime',
  reasonTooLong: 'Kindly keep the reason under 1000 characters',
  noneDecided: 'No overtime was approved or rejected',
  refusedNotPending: 'This overtime has already been approved or rejected',
  refusedOwn: 'You cannot approve or reject your own overtime',
  refusedNotWaiting: 'This overtime is not waiting on your approval',
  refusedNotSubmitted: 'This overtime is not yet sent for approval: its day is not over',
  statusInvalid: 'Please select a valid status',
  startDateInvalid: 'Please select a valid start date',
  endDateInvalid: 'Please select a valid end date',
  rangeOrder: 'The start date must not be after the end date',
  scopeInvalid: 'Please select a valid list: all, mine, own or waiting',
  monthInvalid: 'Please select a valid month (yyyy-MM)',
} as const;

export const OVERTIME_MESSAGE_PAIR = messagePair('overtimes', OVERTIME_MESSAGES, {
  listed: 'Heures supplémentaires récupérées avec succès',
  totalsListed: 'Totaux des heures supplémentaires approuvées récupérés avec succès',
  approved: 'Heures supplémentaires approuvées avec succès',
  rejected: 'Heures supplémentaires rejetées avec succès',
  notFound: 'Heures supplémentaires introuvables',
  idsRequired: 'Veuillez sélectionner au moins une heure supplémentaire',
  reasonRequired: 'Veuillez saisir le motif du rejet des heures supplémentaires',
  reasonTooLong: 'Le motif doit faire moins de 1000 caractères',
  noneDecided: 'Aucune heure supplémentaire n’a été approuvée ni rejetée',
  refusedNotPending: 'Ces heures supplémentaires ont déjà été approuvées ou rejetées',
  refusedOwn: 'Vous ne pouvez pas approuver ni rejeter vos propres heures supplémentaires',
  refusedNotWaiting: 'Ces heures supplémentaires n’attendent pas votre approbation',
  refusedNotSubmitted:
    'Ces heures supplémentaires ne sont pas encore envoyées pour approbation : leur journée n’est pas terminée',
  statusInvalid: 'Veuillez choisir un statut valide',
  startDateInvalid: 'Veuillez choisir une date de début valide',
  endDateInvalid: 'Veuillez choisir une date de fin valide',
  rangeOrder: 'La date de début ne doit pas être postérieure à la date de fin',
  scopeInvalid: 'Veuillez choisir une liste valide : all, mine, own ou waiting',
  monthInvalid: 'Veuillez choisir un mois valide (aaaa-MM)',
});
export const OVERTIME_MESSAGES_FR = OVERTIME_MESSAGE_PAIR.french;

/** Spec 3 §4: pending, approved, rejected (the admin list's labels: Pending, Approved, and Rejected). */
export const OVERTIME_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OvertimeStatus = (typeof OVERTIME_STATUSES)[number];

/**
 * Whose records the list holds (ADR 38). `all`, the default: what the caller may see (an admin's
 * branches, plus their own and those waiting on them); `mine`: their own and those waiting on them
 * (the ESS page, whatever their permissions); `own`: their own only; `waiting`: waiting on them only.
 */
export const OVERTIME_LIST_SCOPES = ['all', 'mine', 'own', 'waiting'] as const;
export type OvertimeListScope = (typeof OVERTIME_LIST_SCOPES)[number];

/** The overtime words of a decision (ADR 31). */
export const OVERTIME_DECISION_MESSAGES = decisionMessagesFrom(OVERTIME_MESSAGES, {
  reasonRequired: 'reasonRequired',
  reasonTooLong: 'reasonTooLong',
});
