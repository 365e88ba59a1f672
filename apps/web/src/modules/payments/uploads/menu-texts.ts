import { translations } from '../../../platform/i18n/register.ts';

/** The Payroll menu's payment upload and approved payment entries (ADR 39: the shell loads them). */
export const paymentUploadMenuTexts = translations(
  { 'menu.paymentUploads': 'Payment uploads', 'menu.approvedPayments': 'Approved payments' },
  { 'menu.paymentUploads': 'Téléversements de paiement', 'menu.approvedPayments': 'Paiements approuvés' },
);
