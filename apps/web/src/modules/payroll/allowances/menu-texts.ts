import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const allowanceMenuTexts = translations(
  { 'menu.myAllowances': 'My Allowances' },
  { 'menu.myAllowances': 'Mes indemnités' },
);
