import { translations } from '../../../../platform/i18n/register.ts';

/** The Payroll menu's 'Loan settings' entry (ADR 39: the signed-in shell loads it, not the routes). */
export const loanSettingsMenuTexts = translations(
  { 'menu.loanSettings': 'Loan Settings' },
  { 'menu.loanSettings': 'Paramètres des prêts' },
);
