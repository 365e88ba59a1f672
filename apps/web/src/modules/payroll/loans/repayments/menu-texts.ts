import { translations } from '../../../../platform/i18n/register.ts';

/** The Payroll menu's loan disbursement and refund entries (ADR 39: the signed-in shell loads them). */
export const loanRepaymentMenuTexts = translations(
  { 'menu.loanDisbursements': 'Loan disbursements', 'menu.loanRefunds': 'Loan refunds' },
  { 'menu.loanDisbursements': 'Décaissements de prêts', 'menu.loanRefunds': 'Remboursements de prêts' },
);
