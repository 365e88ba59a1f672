import { messagePair } from '../../../platform/messages-pair.ts';

/**
 * Payment options and their mandates (issue 21, ADR 58). Kept apart from the schemas so a screen
 * showing them does not download Zod.
 */
export const PAYMENT_OPTION_MESSAGES = {
  listed: 'Payment options fetched successfully',
  loaded: 'Payment option fetched successfully',
  created: 'Payment option created successfully',
  updated: 'Payment option updated successfully',
  deleted: 'Payment option deleted successfully',
  notFound: 'Payment option not found',
  nameRequired: 'Please enter the payment option name',
  nameTooLong: 'Kindly keep the payment option name under 150 characters',
  nameTaken: 'A payment option with this name already exists',
  typeInvalid: 'Please select a bank file or the company wallet',
  formatRequired: 'Please select the bank file format',
  formatInvalid: 'Please select a generic CSV or a bank bulk-payment CSV',
  formatNotForWallet: 'Only a bank file payment option has a bank file format',
  inUse: 'This payment option is used by payment uploads, so it cannot be deleted',
  kindLocked: 'This payment option is used by payment uploads: its type and bank file format cannot change',
  // Mandates
  mandatesListed: 'Payment mandates fetched successfully',
  mandateUploaded: 'Payment mandate uploaded successfully',
  mandateDeleted: 'Payment mandate deleted successfully',
  mandateNotFound: 'Payment mandate not found',
  mandateMissing: 'Please choose the signed mandate to upload (PDF, JPG or PNG)',
  mandateType: 'Please upload the mandate as a PDF, JPG or PNG file',
  mandateSize: 'The mandate must be at most 5 MB',
  descriptionTooLong: 'Kindly keep the description under 250 characters',
  optionFilterInvalid: 'Please select a payment option',
} as const;

/** The same messages in French, by key (ADR 32). */
export const PAYMENT_OPTION_MESSAGE_PAIR = messagePair('payment_options', PAYMENT_OPTION_MESSAGES, {
  listed: 'Modes de paiement récupérés avec succès',
  loaded: 'Mode de paiement récupéré avec succès',
  created: 'Mode de paiement créé avec succès',
  updated: 'Mode de paiement mis à jour avec succès',
  deleted: 'Mode de paiement supprimé avec succès',
  notFound: 'Mode de paiement introuvable',
  nameRequired: 'Veuillez saisir le nom du mode de paiement',
  nameTooLong: 'Le nom du mode de paiement doit faire moins de 150 caractères',
  nameTaken: 'Un mode de paiement porte déjà ce nom',
  typeInvalid: 'Veuillez choisir un fichier bancaire ou le portefeuille de l’entreprise',
  formatRequired: 'Veuillez choisir le format du fichier bancaire',
  formatInvalid: 'Veuillez choisir un CSV générique ou un CSV de paiement groupé bancaire',
  formatNotForWallet: 'Seul un mode de paiement par fichier bancaire a un format de fichier',
  inUse: 'Ce mode de paiement est utilisé par des paiements importés : il ne peut pas être supprimé',
  kindLocked:
    'Ce mode de paiement est utilisé par des paiements importés : son type et son format de fichier ne peuvent pas changer',
  mandatesListed: 'Mandats de paiement récupérés avec succès',
  mandateUploaded: 'Mandat de paiement importé avec succès',
  mandateDeleted: 'Mandat de paiement supprimé avec succès',
  mandateNotFound: 'Mandat de paiement introuvable',
  mandateMissing: 'Veuillez choisir le mandat signé à importer (PDF, JPG ou PNG)',
  mandateType: 'Veuillez importer le mandat en fichier PDF, JPG ou PNG',
  mandateSize: 'Le mandat doit faire au plus 5 Mo',
  descriptionTooLong: 'La description doit faire moins de 250 caractères',
  optionFilterInvalid: 'Veuillez choisir un mode de paiement',
});
export const PAYMENT_OPTION_MESSAGES_FR = PAYMENT_OPTION_MESSAGE_PAIR.french;
