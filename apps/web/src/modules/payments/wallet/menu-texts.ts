import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const walletMenuTexts = translations(
  { 'menu.paymentWallet': 'Payment wallet' },
  { 'menu.paymentWallet': 'Portefeuille de paiement' },
);
