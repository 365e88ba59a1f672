import {
  CATEGORY_APPROVER_RULE_MESSAGES,
  type CategoryApproverMessages,
} from '../../../platform/category-approvers.ts';
import {
  categoryApproverBatchDelete,
  categoryApproverEndpoints,
} from '../../../platform/category-approvers.endpoints.ts';

/**
 * Loan approval settings (spec 3 GET/POST /payroll/loans/settings/approvals, GET/PUT {id}, POST
 * /delete; issue 20): which approver group decides for which branch, department, grade or employee,
 * the category approver kit's shape and rules with loan wording (ADR 51).
 */
export const LOAN_APPROVER_MESSAGES = {
  listed: 'Loan approval settings fetched successfully',
  loaded: 'Loan approval setting fetched successfully',
  created: 'Loan approval setting created successfully',
  updated: 'Loan approval setting updated successfully',
  deleted: 'Loan approval setting deleted successfully',
  notFound: 'Loan approval setting not found',
  descriptionRequired: 'Please input loan Approval list',
  descriptionTooLong: 'Loan Approval list name is too long',
  ...CATEGORY_APPROVER_RULE_MESSAGES,
  idsRequired: 'Please select the loan approval settings to delete',
} as const satisfies CategoryApproverMessages;

const BASE = 'payroll/loans/settings/approvals';

/** Anyone who sees loans reads the settings; loan settings managers change them (ADR 51). */
export const LOAN_APPROVER_ENDPOINTS = {
  ...categoryApproverEndpoints(BASE, 'manage loan settings', LOAN_APPROVER_MESSAGES, 'view loans'),
  delete: categoryApproverBatchDelete(BASE, 'manage loan settings', LOAN_APPROVER_MESSAGES),
};

/** Their French, beside the English (ADR 32); the kit's rule messages keep the kit's French. */
export const LOAN_APPROVER_MESSAGES_FR: { readonly [K in keyof typeof LOAN_APPROVER_MESSAGES]: string } = {
  listed: 'Paramètres d’approbation des prêts récupérés avec succès',
  loaded: 'Paramètre d’approbation des prêts récupéré avec succès',
  created: 'Paramètre d’approbation des prêts créé avec succès',
  updated: 'Paramètre d’approbation des prêts mis à jour avec succès',
  deleted: 'Paramètre d’approbation des prêts supprimé avec succès',
  notFound: 'Paramètre d’approbation des prêts introuvable',
  descriptionRequired: 'Veuillez saisir la liste d’approbation des prêts',
  descriptionTooLong: 'Le nom de la liste d’approbation des prêts est trop long',
  typeRequired: 'Veuillez choisir le type d’approbation',
  countRequired: 'Veuillez saisir le nombre d’approbateurs requis',
  personRequired: 'Veuillez choisir l’approbateur',
  alternateInvalid: 'Veuillez choisir un autre approbateur suppléant',
  levelsMismatch: 'Veuillez choisir un approbateur pour chaque niveau',
  categoryRequired: 'Veuillez choisir le type de catégorie ',
  branchRequired: 'Veuillez choisir une agence',
  employeesRequired: 'Veuillez choisir un employé ',
  gradesRequired: 'Veuillez choisir un grade ',
  departmentsRequired: 'Veuillez choisir un département ',
  branchesRequired: 'Veuillez choisir une agence',
  idsRequired: 'Veuillez choisir les paramètres d’approbation des prêts à supprimer',
};
