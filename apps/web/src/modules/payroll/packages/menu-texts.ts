import { translations } from '../../../platform/i18n/register.ts';

/** The Payroll menu's 'Pay package' entry (ADR 39: the signed-in shell loads it, not the routes). */
export const payPackageMenuTexts = translations(
  { 'menu.payPackage': 'Pay package' },
  { 'menu.payPackage': 'Forfait de paie' },
);
