import { messagePair } from '../platform/messages-pair.ts';

/** Recruiter settings (issue 24, ADR 66): who recruits, and which requisitions and postings they see. */
export const RECRUITER_MESSAGES = {
  listed: 'Recruiters fetched successfully',
  loaded: 'Recruiter fetched successfully',
  created: 'Recruiter created successfully',
  updated: 'Recruiter updated successfully',
  deleted: 'Recruiter deleted successfully',
  notFound: 'Recruiter not found',
  employeeRequired: 'Please select the employee',
  employeeNotFound: 'The selected employee was not found',
  employeeTaken: 'This employee is already a recruiter',
  jobRequestsInvalid: 'Please select valid job requests',
  jobRequestNotFound: 'A selected job request was not found',
  jobPostingsInvalid: 'Please select valid job postings',
  jobPostingNotFound: 'A selected job posting was not found',
} as const;

export const RECRUITER_MESSAGE_PAIR = messagePair('recruiters', RECRUITER_MESSAGES, {
  listed: 'Recruteurs récupérés avec succès',
  loaded: 'Recruteur récupéré avec succès',
  created: 'Recruteur créé avec succès',
  updated: 'Recruteur mis à jour avec succès',
  deleted: 'Recruteur supprimé avec succès',
  notFound: 'Recruteur introuvable',
  employeeRequired: 'Veuillez choisir l’employé',
  employeeNotFound: 'L’employé choisi est introuvable',
  employeeTaken: 'Cet employé est déjà recruteur',
  jobRequestsInvalid: 'Veuillez choisir des demandes de recrutement valides',
  jobRequestNotFound: 'Une demande de recrutement choisie est introuvable',
  jobPostingsInvalid: 'Veuillez choisir des offres d’emploi valides',
  jobPostingNotFound: 'Une offre d’emploi choisie est introuvable',
});
export const RECRUITER_MESSAGES_FR = RECRUITER_MESSAGE_PAIR.french;
