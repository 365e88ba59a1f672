import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const appraisalSettingsMenuTexts = translations(
  { 'menu.appraisalSettings': 'Appraisal settings' },
  { 'menu.appraisalSettings': 'Paramètres d’évaluation' },
);
