import { messagePair } from '../../../platform/messages-pair.ts';

/**
 * The company wallet (issue 21; spec 3 "wallets/*", "payment-wallet"; ADR 57): its balance, pay-ins,
 * payout transfers and settings. Kept apart from the schemas so a screen does not download Zod.
 */
export const PAYMENT_WALLET_MESSAGES = {
  statsLoaded: 'Wallet statistics fetched successfully',
  walletLoaded: 'Wallet fetched successfully',
  payinsListed: 'Pay-ins fetched successfully',
  payinLoaded: 'Pay-in fetched successfully',
  payinCreated: 'Pay-in created: the wallet is credited when the transfer to its virtual account arrives',
  payinNotFound: 'Pay-in not found',
  transfersListed: 'Transfers fetched successfully',
  transferLoaded: 'Transfer fetched successfully',
  transferNotFound: 'Transfer not found',
  transferRetried: 'The transfer was sent again as a new transfer',
  retryNotFailed: 'Only a failed transfer can be retried',
  retryTaken: 'This line already has a transfer that is pending, processing or paid',
  retryNotAllowed: 'This line may no longer be paid from the wallet',
  insufficientBalance: 'The wallet balance does not cover this payment: top up the wallet first',
  amountRequired: 'Please enter the amount in naira, with at most two decimals',
  amountPositive: 'The amount must be more than zero',
  amountTooLarge: 'A single pay-in is at most ₦10,000,000,000',
  noVirtualAccount: 'Open the wallet’s virtual account first',
  settingsLoaded: 'Wallet settings fetched successfully',
  settingsSaved: 'Wallet settings saved successfully',
  providerInvalid: 'Please choose a payment provider',
  optionInvalid: 'Please choose a payment option',
  optionNotFound: 'Payment option not found',
  statusInvalid: 'Please choose a status',
  dateInvalid: 'Please enter the date as YYYY-MM-DD',
  lineInvalid: 'Please enter a schedule line id',
} as const;

export const PAYMENT_WALLET_MESSAGE_PAIR = messagePair('payment_wallet', PAYMENT_WALLET_MESSAGES, {
  statsLoaded: 'Statistiques du portefeuille récupérées avec succès',
  walletLoaded: 'Portefeuille récupéré avec succès',
  payinsListed: 'Approvisionnements récupérés avec succès',
  payinLoaded: 'Approvisionnement récupéré avec succès',
  payinCreated:
    'Approvisionnement créé : le portefeuille est crédité à l’arrivée du virement sur son compte virtuel',
  payinNotFound: 'Approvisionnement introuvable',
  transfersListed: 'Virements récupérés avec succès',
  transferLoaded: 'Virement récupéré avec succès',
  transferNotFound: 'Virement introuvable',
  transferRetried: 'Le virement a été renvoyé comme un nouveau virement',
  retryNotFailed: 'Seul un virement échoué peut être relancé',
  retryTaken: 'Cette ligne a déjà un virement en attente, en cours ou payé',
  retryNotAllowed: 'Cette ligne ne peut plus être payée depuis le portefeuille',
  insufficientBalance:
    'Le solde du portefeuille ne couvre pas ce paiement : approvisionnez d’abord le portefeuille',
  amountRequired: 'Veuillez saisir le montant en nairas, avec au plus deux décimales',
  amountPositive: 'Le montant doit être strictement supérieur à zéro',
  amountTooLarge: 'Un approvisionnement ne dépasse pas 10 000 000 000 ₦',
  noVirtualAccount: 'Ouvrez d’abord le compte virtuel du portefeuille',
  settingsLoaded: 'Paramètres du portefeuille récupérés avec succès',
  settingsSaved: 'Paramètres du portefeuille enregistrés avec succès',
  providerInvalid: 'Veuillez choisir un prestataire de paiement',
  optionInvalid: 'Veuillez choisir une option de paiement',
  optionNotFound: 'Option de paiement introuvable',
  statusInvalid: 'Veuillez choisir un statut',
  dateInvalid: 'Veuillez saisir la date au format AAAA-MM-JJ',
  lineInvalid: 'Veuillez saisir l’identifiant d’une ligne d’échéancier',
});
export const PAYMENT_WALLET_MESSAGES_FR = PAYMENT_WALLET_MESSAGE_PAIR.french;
