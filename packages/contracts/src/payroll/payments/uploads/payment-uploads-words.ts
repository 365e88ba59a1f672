import { columnOf, reportWords } from '../../../platform/report.ts';

/** The payment upload's and approved payment's files: title and headings, English beside French. */
export const PAYMENT_UPLOAD_WORDS = reportWords('payment_upload_words', {
  title: ['Payment Upload', 'Téléversement de paiement'],
  approved_title: ['Approved Payments', 'Paiements approuvés'],
  schedule: ['Schedule', 'Bordereau'],
  schedule_status: ['Approval', 'Approbation'],
  name: ['Name', 'Nom'],
  pin: ['Pin', 'Matricule'],
  bank_name: ['Bank', 'Banque'],
  account_number: ['Account Number', 'Numéro de compte'],
  account_name: ['Account Name', 'Nom du compte'],
  amount: ['Amount', 'Montant'],
  status: ['Status', 'Statut'],
  reason: ['Reason', 'Motif'],
});

const col = columnOf(PAYMENT_UPLOAD_WORDS);

export const PAYMENT_UPLOAD_COLUMNS = [
  col('schedule', 'text'),
  col('schedule_status', 'text'),
  col('name', 'text'),
  col('pin', 'text'),
  col('bank_name', 'text'),
  col('account_number', 'text'),
  col('account_name', 'text'),
  col('amount', 'money', { total: true }),
  col('status', 'text'),
  col('reason', 'text'),
];
