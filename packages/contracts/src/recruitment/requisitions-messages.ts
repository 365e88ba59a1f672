import { decisionMessagesFrom } from '../platform/approval-decisions.ts';
import { messagePair } from '../platform/messages-pair.ts';
import { decisionRefusalWords } from '../platform/decision-words.ts';

/** The inbox's refusal words for job requests, in both languages (ADR 31, 78). */
const REQUISITION_REFUSALS = decisionRefusalWords({
  en: { noun: 'job request' },
  fr: { noun: 'demande de recrutement', short: 'demande', feminine: true },
  wording: 'approval',
});

/** Talent requisitions (job requests) and their templates (issue 24, ADR 66), apart from the schemas. */
export const REQUISITION_MESSAGES = {
  listed: 'Job requests fetched successfully',
  approvalsListed: 'Job requests awaiting your approval fetched successfully',
  loaded: 'Job request fetched successfully',
  created: 'Job request created successfully',
  updated: 'Job request updated successfully',
  deleted: 'Job request deleted successfully',
  notFound: 'Job request not found',
  titleRequired: 'Please enter the job title',
  titleTooLong: 'Kindly keep the job title under 150 characters',
  departmentRequired: 'Please select the department',
  departmentNotFound: 'The selected department was not found',
  designationInvalid: 'Please select a valid designation',
  designationNotFound: 'The selected designation was not found',
  branchRequired: 'Please select the branch',
  branchNotFound: 'The selected branch was not found',
  headcountInvalid: 'Please enter a headcount between 1 and 1000',
  employmentTypeInvalid: 'Please select full time, part time, contract or internship',
  urgencyInvalid: 'Please select low, normal or high',
  budgetInvalid: 'Please enter a valid amount',
  budgetRange: 'The minimum budget cannot be more than the maximum budget',
  textTooLong: 'Kindly keep this under 2000 characters',
  templateInvalid: 'Please select a valid requisition template',
  templateNotFound: 'The selected requisition template was not found',
  notEditable: 'Only a job request awaiting approval can be edited',
  hasPostings: 'This job request has job postings; delete them first',
  // Templates
  templatesListed: 'Requisition templates fetched successfully',
  templateLoaded: 'Requisition template fetched successfully',
  templateCreated: 'Requisition template created successfully',
  templateUpdated: 'Requisition template updated successfully',
  templateDeleted: 'Requisition template deleted successfully',
  templateNameRequired: 'Please enter the template name',
  templateNameTooLong: 'Kindly keep the template name under 150 characters',
  templateNameTaken: 'A requisition template with this name already exists',
  // Decisions
  approved: 'Job request approved successfully',
  rejected: 'Job request rejected successfully',
  idsRequired: 'Please select the job requests to decide',
  rejectionReasonRequired: 'Please give a reason for the rejection',
  rejectionReasonTooLong: 'Kindly keep the reason under 1000 characters',
  ...REQUISITION_REFUSALS.en,
} as const;

export const REQUISITION_MESSAGE_PAIR = messagePair('job_requests', REQUISITION_MESSAGES, {
  listed: 'Demandes de recrutement récupérées avec succès',
  approvalsListed: 'Demandes de recrutement en attente de votre approbation récupérées avec succès',
  loaded: 'Demande de recrutement récupérée avec succès',
  created: 'Demande de recrutement créée avec succès',
  updated: 'Demande de recrutement mise à jour avec succès',
  deleted: 'Demande de recrutement supprimée avec succès',
  notFound: 'Demande de recrutement introuvable',
  titleRequired: 'Veuillez saisir l’intitulé du poste',
  titleTooLong: 'L’intitulé du poste doit faire moins de 150 caractères',
  departmentRequired: 'Veuillez choisir le département',
  departmentNotFound: 'Le département choisi est introuvable',
  designationInvalid: 'Veuillez choisir une fonction valide',
  designationNotFound: 'La fonction choisie est introuvable',
  branchRequired: 'Veuillez choisir l’agence',
  branchNotFound: 'L’agence choisie est introuvable',
  headcountInvalid: 'Veuillez saisir un effectif entre 1 et 1000',
  employmentTypeInvalid: 'Veuillez choisir temps plein, temps partiel, contrat ou stage',
  urgencyInvalid: 'Veuillez choisir basse, normale ou haute',
  budgetInvalid: 'Veuillez saisir un montant valide',
  budgetRange: 'Le budget minimum ne peut pas dépasser le budget maximum',
  textTooLong: 'Ce texte doit faire moins de 2000 caractères',
  templateInvalid: 'Veuillez choisir un modèle de demande valide',
  templateNotFound: 'Le modèle de demande choisi est introuvable',
  notEditable: 'Seule une demande en attente d’approbation peut être modifiée',
  hasPostings: 'Cette demande a des offres d’emploi ; supprimez-les d’abord',
  templatesListed: 'Modèles de demande récupérés avec succès',
  templateLoaded: 'Modèle de demande récupéré avec succès',
  templateCreated: 'Modèle de demande créé avec succès',
  templateUpdated: 'Modèle de demande mis à jour avec succès',
  templateDeleted: 'Modèle de demande supprimé avec succès',
  templateNameRequired: 'Veuillez saisir le nom du modèle',
  templateNameTooLong: 'Le nom du modèle doit faire moins de 150 caractères',
  templateNameTaken: 'Un modèle de demande porte déjà ce nom',
  approved: 'Demande de recrutement approuvée avec succès',
  rejected: 'Demande de recrutement rejetée avec succès',
  idsRequired: 'Veuillez choisir les demandes de recrutement à traiter',
  rejectionReasonRequired: 'Veuillez indiquer le motif du rejet',
  rejectionReasonTooLong: 'Le motif doit faire moins de 1000 caractères',
  ...REQUISITION_REFUSALS.fr,
});
export const REQUISITION_MESSAGES_FR = REQUISITION_MESSAGE_PAIR.french;

const M = REQUISITION_MESSAGES;

/** The inbox kit's words for job requests (ADR 31). */
export const REQUISITION_DECISION_MESSAGES = decisionMessagesFrom(M);

/** The approval engine's module (subject) name for job requests (ADR 22, 66). */
export const JOB_REQUEST_MODULE = 'job-request';

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const JOB_REQUEST_URGENCIES = ['low', 'normal', 'high'] as const;
export type JobRequestUrgency = (typeof JOB_REQUEST_URGENCIES)[number];
export const JOB_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'filled'] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];
