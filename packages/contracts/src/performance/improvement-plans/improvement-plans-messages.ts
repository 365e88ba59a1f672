import { decisionMessagesFrom } from '../../platform/approval-decisions.ts';
import { messagePair } from '../../platform/messages-pair.ts';
import { decisionRefusalWords } from '../../platform/decision-words.ts';

/** The inbox's refusal words for plans, in both languages (ADR 31, 78). */
const IMPROVEMENT_PLAN_REFUSALS = decisionRefusalWords({
  en: { noun: 'performance improvement plan', short: 'plan' },
  fr: { noun: 'plan d’amélioration', short: 'plan', feminine: false },
  wording: 'approval',
});

/** Performance improvement plans (issue 23, ADR 62), apart from the schemas (no Zod on screens). */
export const IMPROVEMENT_PLAN_MESSAGES = {
  listed: 'Performance improvement plans fetched successfully',
  approvalsListed: 'Performance improvement plans awaiting your approval fetched successfully',
  loaded: 'Performance improvement plan fetched successfully',
  created: 'Performance improvement plan created successfully',
  updated: 'Performance improvement plan updated successfully',
  deleted: 'Performance improvement plan deleted successfully',
  outcomeSaved: 'Performance improvement plan outcome saved successfully',
  notFound: 'Performance improvement plan not found',
  employeeRequired: 'Please select the employee',
  reviewerRequired: 'Please select the reviewer',
  reviewerIsEmployee: 'The reviewer cannot be the employee on the plan',
  employeeNotFound: 'The selected employee was not found',
  reasonRequired: 'Please enter the reason for the plan',
  textTooLong: 'Kindly keep this under 1000 characters',
  goalsRequired: 'Please add at least one goal',
  goalsTooMany: 'A plan has at most 20 goals',
  goalTextRequired: 'Please enter the goal',
  goalDueDateInvalid: 'Please enter a valid due date',
  reviewDateRequired: 'Please enter the review date',
  notEditable: 'Only a plan awaiting approval can be edited',
  outcomeInvalid: 'Please select successful, extended or unsuccessful',
  outcomeNotApproved: 'The outcome can be set only once the plan is approved',
  outcomeAlreadySet: 'This plan already has its outcome',
  outcomeNotAllowed: 'Only HR or the plan’s reviewer can set its outcome',
  // Decisions
  approved: 'Performance improvement plan approved successfully',
  rejected: 'Performance improvement plan rejected successfully',
  idsRequired: 'Please select the performance improvement plans to decide',
  rejectionReasonRequired: 'Please give a reason for the rejection',
  rejectionReasonTooLong: 'Kindly keep the reason under 1000 characters',
  ...IMPROVEMENT_PLAN_REFUSALS.en,
} as const;

export const IMPROVEMENT_PLAN_MESSAGE_PAIR = messagePair('improvement_plans', IMPROVEMENT_PLAN_MESSAGES, {
  listed: 'Plans d’amélioration des performances récupérés avec succès',
  approvalsListed: 'Plans d’amélioration en attente de votre approbation récupérés avec succès',
  loaded: 'Plan d’amélioration des performances récupéré avec succès',
  created: 'Plan d’amélioration des performances créé avec succès',
  updated: 'Plan d’amélioration des performances mis à jour avec succès',
  deleted: 'Plan d’amélioration des performances supprimé avec succès',
  outcomeSaved: 'Résultat du plan d’amélioration enregistré avec succès',
  notFound: 'Plan d’amélioration des performances introuvable',
  employeeRequired: 'Veuillez choisir l’employé',
  reviewerRequired: 'Veuillez choisir l’évaluateur',
  reviewerIsEmployee: 'L’évaluateur ne peut pas être l’employé concerné par le plan',
  employeeNotFound: 'L’employé choisi est introuvable',
  reasonRequired: 'Veuillez saisir le motif du plan',
  textTooLong: 'Ce texte doit faire moins de 1000 caractères',
  goalsRequired: 'Veuillez ajouter au moins un objectif',
  goalsTooMany: 'Un plan a au plus 20 objectifs',
  goalTextRequired: 'Veuillez saisir l’objectif',
  goalDueDateInvalid: 'Veuillez saisir une échéance valide',
  reviewDateRequired: 'Veuillez saisir la date de revue',
  notEditable: 'Seul un plan en attente d’approbation peut être modifié',
  outcomeInvalid: 'Veuillez choisir réussi, prolongé ou non réussi',
  outcomeNotApproved: 'Le résultat ne peut être fixé qu’une fois le plan approuvé',
  outcomeAlreadySet: 'Ce plan a déjà son résultat',
  outcomeNotAllowed: 'Seuls les RH ou l’évaluateur du plan peuvent fixer son résultat',
  approved: 'Plan d’amélioration des performances approuvé avec succès',
  rejected: 'Plan d’amélioration des performances rejeté avec succès',
  idsRequired: 'Veuillez choisir les plans d’amélioration à traiter',
  rejectionReasonRequired: 'Veuillez indiquer le motif du rejet',
  rejectionReasonTooLong: 'Le motif doit faire moins de 1000 caractères',
  ...IMPROVEMENT_PLAN_REFUSALS.fr,
});
export const IMPROVEMENT_PLAN_MESSAGES_FR = IMPROVEMENT_PLAN_MESSAGE_PAIR.french;

const M = IMPROVEMENT_PLAN_MESSAGES;

/** The inbox kit's words for plans (ADR 31). */
export const IMPROVEMENT_PLAN_DECISION_MESSAGES = decisionMessagesFrom(M);

/** The approval engine's module (subject) name for plans (ADR 22, 62). */
export const IMPROVEMENT_PLAN_MODULE = 'improvement-plan';

export const IMPROVEMENT_PLAN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ImprovementPlanStatus = (typeof IMPROVEMENT_PLAN_STATUSES)[number];
export const IMPROVEMENT_PLAN_OUTCOMES = ['successful', 'extended', 'unsuccessful'] as const;
export type ImprovementPlanOutcome = (typeof IMPROVEMENT_PLAN_OUTCOMES)[number];
