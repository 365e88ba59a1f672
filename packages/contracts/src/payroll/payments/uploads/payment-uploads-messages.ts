import { decisionMessagesFrom } from '../../../platform/approval-decisions.ts';
import { messagePair } from '../../../platform/messages-pair.ts';

/**
 * Salary payments (issue 21; ADR 59): the maker's payment upload of a confirmed month, its schedules
 * per batch decided by the checkers, their lines and how they are paid. Apart from the schemas so a
 * screen showing them does not download Zod.
 */
export const PAYMENT_UPLOAD_MESSAGES = {
  uploaded: 'Payment upload created successfully',
  listed: 'Payment uploads fetched successfully',
  schedulesListed: 'Payment schedules fetched successfully',
  approvedListed: 'Approved payments fetched successfully',
  notFound: 'Payment upload not found',
  scheduleNotFound: 'Payment schedule not found',
  lineNotFound: 'Payment line not found',
  monthNotConfirmed:
    'Only a confirmed month can be uploaded for payment: confirm the salary schedule of this month first',
  nothingToUpload:
    'Every confirmed employee of this month and batch is already in a payment upload, or has no bank details',
  paymentOptionRequired: 'Please choose a payment option, or set a default one in the payment settings',
  paymentOptionNotFound: 'Payment option not found',
  yearMonthInvalid: 'Please give the month as YYYY-MM',
  typeInvalid: 'Only salary payment uploads exist',
  actionInvalid: 'The action must be approve or decline',
  statusInvalid: 'The status must be paid or failed',
  noBankDetails: 'The employee has no bank, account number or account name',
  bankFileNotReady: 'The bank file is available once the schedule is fully approved',
  bankFileNothingToSend:
    'Every line of this schedule is paid or already with the bank; mark what the bank reported, then download the lines it failed',
  notBankFile: 'This schedule is paid from the wallet, not by a bank file',
  notWallet: 'This schedule is paid by a bank file, not from the wallet',
  notApproved: 'Only a fully approved schedule can be paid',
  alreadyStarted: 'The payout of this schedule has already started',
  fundsShort: (short: string) =>
    `The wallet balance is ${short} short of this schedule: top up the wallet, then pay the schedule`,
  payoutStarted: 'The payout of the schedule has started',
  linesMarked: 'Payment lines updated successfully',
  linesNotMarkable: 'None of these lines can take that status',
  lineIdsInvalid: 'Please choose the payment lines',
  reasonTooLong: 'Kindly keep the reason under 1000 characters',
  failedReasonRequired: 'Please give the reason the payment failed',
  exported: 'Payment upload exported successfully',

  // Decisions (ADR 31)
  approved: 'Payment schedule approved successfully',
  declined: 'Payment schedule declined successfully',
  idsRequired: 'Please select the payment schedules to decide',
  declineReasonRequired: 'Please give a reason for declining the payment schedule',
  refusedNotPending: 'This payment schedule is no longer pending',
  refusedOwn: 'You uploaded this payment schedule, so another person must approve it',
  refusedNotWaiting: 'This payment schedule is not waiting on your approval',
  noneDecided: 'No payment schedule was decided',
} as const;

/** The parameters of the parameterised messages, for the web's {{placeholders}}. */
export const PAYMENT_UPLOAD_MESSAGE_PARAMS = { fundsShort: ['short'] } as const;

/** The same messages in French, by key, with the English's {{placeholders}} (ADR 32). */
export const PAYMENT_UPLOAD_MESSAGE_PAIR = messagePair(
  'payment_uploads',
  PAYMENT_UPLOAD_MESSAGES,
  {
    uploaded: 'Téléversement de paiement créé avec succès',
    listed: 'Téléversements de paiement récupérés avec succès',
    schedulesListed: 'Bordereaux de paiement récupérés avec succès',
    approvedListed: 'Paiements approuvés récupérés avec succès',
    notFound: 'Téléversement de paiement introuvable',
    scheduleNotFound: 'Bordereau de paiement introuvable',
    lineNotFound: 'Ligne de paiement introuvable',
    monthNotConfirmed:
      'Seul un mois confirmé peut être téléversé pour paiement : confirmez d’abord l’état de paie de ce mois',
    nothingToUpload:
      'Chaque employé confirmé de ce mois et de ce lot est déjà dans un téléversement, ou n’a pas de coordonnées bancaires',
    paymentOptionRequired:
      'Veuillez choisir un mode de paiement, ou définir un mode par défaut dans les paramètres de paiement',
    paymentOptionNotFound: 'Mode de paiement introuvable',
    yearMonthInvalid: 'Veuillez indiquer le mois au format AAAA-MM',
    typeInvalid: 'Seuls les téléversements de salaires existent',
    actionInvalid: 'L’action doit être approve ou decline',
    statusInvalid: 'Le statut doit être paid ou failed',
    noBankDetails: 'L’employé n’a pas de banque, de numéro ou de nom de compte',
    bankFileNotReady: 'Le fichier bancaire est disponible une fois le bordereau entièrement approuvé',
    bankFileNothingToSend:
      'Chaque ligne de ce bordereau est payée ou déjà à la banque ; marquez ce que la banque a signalé, puis téléchargez les lignes refusées',
    notBankFile: 'Ce bordereau est payé depuis le portefeuille, pas par fichier bancaire',
    notWallet: 'Ce bordereau est payé par fichier bancaire, pas depuis le portefeuille',
    notApproved: 'Seul un bordereau entièrement approuvé peut être payé',
    alreadyStarted: 'Le paiement de ce bordereau a déjà commencé',
    fundsShort:
      'Il manque {{short}} au solde du portefeuille pour ce bordereau : rechargez le portefeuille, puis payez le bordereau',
    payoutStarted: 'Le paiement du bordereau a commencé',
    linesMarked: 'Lignes de paiement mises à jour avec succès',
    linesNotMarkable: 'Aucune de ces lignes ne peut prendre ce statut',
    lineIdsInvalid: 'Veuillez choisir les lignes de paiement',
    reasonTooLong: 'Le motif doit faire moins de 1000 caractères',
    failedReasonRequired: 'Veuillez indiquer pourquoi le paiement a échoué',
    exported: 'Téléversement de paiement exporté avec succès',
    approved: 'Bordereau de paiement approuvé avec succès',
    declined: 'Bordereau de paiement refusé avec succès',
    idsRequired: 'Veuillez choisir les bordereaux de paiement à traiter',
    declineReasonRequired: 'Veuillez indiquer le motif du refus du bordereau de paiement',
    refusedNotPending: 'Ce bordereau de paiement n’est plus en attente',
    refusedOwn: 'Vous avez téléversé ce bordereau : une autre personne doit l’approuver',
    refusedNotWaiting: 'Ce bordereau de paiement n’attend pas votre approbation',
    noneDecided: 'Aucun bordereau de paiement n’a été traité',
  },
  PAYMENT_UPLOAD_MESSAGE_PARAMS,
);
export const PAYMENT_UPLOAD_MESSAGES_FR = PAYMENT_UPLOAD_MESSAGE_PAIR.french;

const M = PAYMENT_UPLOAD_MESSAGES;

/** The inbox kit's words for payment schedules (ADR 31), from the table above. */
export const PAYMENT_SCHEDULE_DECISION_MESSAGES = decisionMessagesFrom(M, {
  rejected: 'declined',
  reasonRequired: 'declineReasonRequired',
  reasonTooLong: 'reasonTooLong',
  notFound: 'scheduleNotFound',
});

/** The approval engine's module for payment schedules (registered by payroll's approver settings). */
export const SALARY_PAYMENT_MODULE = 'salary-payment';

/** A line is waiting, on its way (a transfer sent), paid, or failed with its reason (ADR 59). */
export const PAYMENT_LINE_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PaymentLineStatus = (typeof PAYMENT_LINE_STATUSES)[number];

export const PAYMENT_SCHEDULE_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PaymentScheduleStatus = (typeof PAYMENT_SCHEDULE_STATUSES)[number];

/** How far the money of a schedule got, from its lines (and a payout waiting for funds). */
export const PAYMENT_PROGRESS = [
  'awaiting_approval',
  'declined',
  'waiting_funds',
  'ready',
  'processing',
  'failed',
  'paid',
] as const;
export type PaymentProgress = (typeof PAYMENT_PROGRESS)[number];
