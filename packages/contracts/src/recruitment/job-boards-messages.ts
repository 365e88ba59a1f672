import { messagePair } from '../platform/messages-pair.ts';

/** Job boards (issue 24, ADR 66): where a posting is announced. */
export const JOB_BOARD_MESSAGES = {
  listed: 'Job boards fetched successfully',
  loaded: 'Job board fetched successfully',
  created: 'Job board created successfully',
  updated: 'Job board updated successfully',
  deleted: 'Job board deleted successfully',
  notFound: 'Job board not found',
  nameRequired: 'Please enter the job board name',
  nameTooLong: 'Kindly keep the job board name under 150 characters',
  nameTaken: 'A job board with this name already exists',
  urlInvalid: 'Please enter a valid link starting with http:// or https://',
} as const;

export const JOB_BOARD_MESSAGE_PAIR = messagePair('job_boards', JOB_BOARD_MESSAGES, {
  listed: 'Sites d’emploi récupérés avec succès',
  loaded: 'Site d’emploi récupéré avec succès',
  created: 'Site d’emploi créé avec succès',
  updated: 'Site d’emploi mis à jour avec succès',
  deleted: 'Site d’emploi supprimé avec succès',
  notFound: 'Site d’emploi introuvable',
  nameRequired: 'Veuillez saisir le nom du site d’emploi',
  nameTooLong: 'Le nom du site d’emploi doit faire moins de 150 caractères',
  nameTaken: 'Un site d’emploi porte déjà ce nom',
  urlInvalid: 'Veuillez saisir un lien valide commençant par http:// ou https://',
});
export const JOB_BOARD_MESSAGES_FR = JOB_BOARD_MESSAGE_PAIR.french;
