import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const benefitDeductionMenuTexts = translations(
  { 'menu.benefitDeductions': 'Benefits & deductions' },
  { 'menu.benefitDeductions': 'Avantages et retenues' },
);
