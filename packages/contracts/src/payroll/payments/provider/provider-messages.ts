import { messagePair } from '../../../platform/messages-pair.ts';

/**
 * The payment provider's calls (issue 21; spec 3 "payments/*"; ADR 57): banks, account-name
 * verification, the wallet's virtual account and the provider's webhook. Kept apart from the schemas
 * so a screen showing them does not download Zod.
 */
export const PAYMENT_PROVIDER_MESSAGES = {
  banksListed: 'Banks fetched successfully',
  accountVerified: 'Account number verified successfully',
  accountNumberRequired: 'Please enter a 10-digit account number',
  bankCodeRequired: 'Please select a bank',
  bankNotFound: 'Bank not found',
  accountNotFound: 'No account was found with this number at this bank',
  virtualAccountsListed: 'Virtual accounts fetched successfully',
  virtualAccountCreated: 'Virtual account created successfully',
  providerRequired: 'Unknown payment provider',
  webhookReceived: 'Webhook received',
  webhookDuplicate: 'Webhook already received',
  badSignature: 'The webhook signature is missing or wrong',
  badEvent: 'The webhook event could not be read',
  providerUnavailable: 'The payment provider could not be reached; please try again shortly',
} as const;

export const PAYMENT_PROVIDER_MESSAGE_PAIR = messagePair('payment_provider', PAYMENT_PROVIDER_MESSAGES, {
  banksListed: 'Banques récupérées avec succès',
  accountVerified: 'Numéro de compte vérifié avec succès',
  accountNumberRequired: 'Veuillez saisir un numéro de compte à 10 chiffres',
  bankCodeRequired: 'Veuillez choisir une banque',
  bankNotFound: 'Banque introuvable',
  accountNotFound: 'Aucun compte ne porte ce numéro dans cette banque',
  virtualAccountsListed: 'Comptes virtuels récupérés avec succès',
  virtualAccountCreated: 'Compte virtuel créé avec succès',
  providerRequired: 'Prestataire de paiement inconnu',
  webhookReceived: 'Webhook reçu',
  webhookDuplicate: 'Webhook déjà reçu',
  badSignature: 'La signature du webhook est absente ou fausse',
  badEvent: 'L’événement du webhook est illisible',
  providerUnavailable: 'Le prestataire de paiement est injoignable ; veuillez réessayer dans un instant',
});
export const PAYMENT_PROVIDER_MESSAGES_FR = PAYMENT_PROVIDER_MESSAGE_PAIR.french;
