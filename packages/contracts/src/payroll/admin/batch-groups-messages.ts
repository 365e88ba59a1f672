import { messagePair } from '../../platform/messages-pair.ts';

/** Batching and grouping (spec 3 "batching-and-grouping", issue 19, ADR 48): payment batches. */
export const BATCH_GROUP_MESSAGES = {
  listed: 'Batch groups fetched successfully',
  loaded: 'Batch group fetched successfully',
  created: 'Batch group created successfully',
  updated: 'Batch group updated successfully',
  deleted: 'Batch group deleted successfully',
  notFound: 'Batch group not found',
  nameTaken: 'A batch group with this name already exists',
  nameRequired: 'Please enter the group name',
  nameTooLong: 'Kindly keep the group name under 150 characters',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  batchByInvalid: 'Please choose bank, branch or custom as what the group batches by',
  banksRequired: 'Please select at least one bank',
  banksInvalid: 'Please select valid banks',
  branchesRequired: 'Please select at least one branch',
  branchesInvalid: 'Please select valid branches',
  employeesRequired: 'Please select at least one employee',
  employeesInvalid: 'Please select valid employees',
} as const;

/** The same messages in French, by key (ADR 32). */
export const BATCH_GROUP_MESSAGE_PAIR = messagePair('payroll_batch_groups', BATCH_GROUP_MESSAGES, {
  listed: 'Groupes de paiement récupérés avec succès',
  loaded: 'Groupe de paiement récupéré avec succès',
  created: 'Groupe de paiement créé avec succès',
  updated: 'Groupe de paiement mis à jour avec succès',
  deleted: 'Groupe de paiement supprimé avec succès',
  notFound: 'Groupe de paiement introuvable',
  nameTaken: 'Un groupe de paiement porte déjà ce nom',
  nameRequired: 'Veuillez saisir le nom du groupe',
  nameTooLong: 'Le nom du groupe doit faire moins de 150 caractères',
  descriptionTooLong: 'La description doit faire moins de 1000 caractères',
  batchByInvalid: 'Veuillez choisir banque, agence ou personnalisé comme critère du groupe',
  banksRequired: 'Veuillez choisir au moins une banque',
  banksInvalid: 'Veuillez choisir des banques valides',
  branchesRequired: 'Veuillez choisir au moins une agence',
  branchesInvalid: 'Veuillez choisir des agences valides',
  employeesRequired: 'Veuillez choisir au moins un employé',
  employeesInvalid: 'Veuillez choisir des employés valides',
});
export const BATCH_GROUP_MESSAGES_FR = BATCH_GROUP_MESSAGE_PAIR.french;

/** What a group batches by: the employees' bank, their branch, or a chosen list. */
export const BATCH_BY = ['bank', 'branch', 'custom'] as const;
export type BatchBy = (typeof BATCH_BY)[number];
