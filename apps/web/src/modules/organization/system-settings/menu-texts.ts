import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar label, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const systemSettingsMenuTexts = translations(
  { 'menu.systemSettings': 'System Settings' },
  { 'menu.systemSettings': 'Paramètres système' },
);
