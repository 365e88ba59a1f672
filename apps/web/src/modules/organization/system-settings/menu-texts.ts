import { translations } from '../../../platform/i18n/register.ts';

/**
 * The sidebar label must exist before any system-settings page loads, so it ships with the route
 * registry; it is the only text here (the /login budget).
 */
export const systemSettingsMenuTexts = translations(
  { 'menu.systemSettings': 'System Settings' },
  { 'menu.systemSettings': 'Paramètres système' },
);
