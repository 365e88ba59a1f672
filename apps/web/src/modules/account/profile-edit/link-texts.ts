import { translations } from '../../../platform/i18n/register.ts';

/** The profile page's Edit action label ships with the routes, before the edit page loads. */
export const profileEditLinkTexts = translations(
  { 'profileEdit.edit': 'Edit profile' },
  { 'profileEdit.edit': 'Modifier le profil' },
);
