import { translations } from '../../../platform/i18n/register.ts';

export const profileEditTexts = translations(
  {
    'profileEdit.title': 'Edit my profile',
    'profileEdit.titleOther': 'Edit profile of {{name}}',
    'profileEdit.subtitle': 'Your personal, contact and bank details. Employment details are set by HR.',
    'profileEdit.save': 'Save changes',
    'profileEdit.cancel': 'Cancel',
  },
  {
    'profileEdit.title': 'Modifier mon profil',
    'profileEdit.titleOther': 'Modifier le profil de {{name}}',
    'profileEdit.subtitle':
      "Vos informations personnelles, coordonnées et banque. L'emploi est géré par les RH.",
    'profileEdit.save': 'Enregistrer',
    'profileEdit.cancel': 'Annuler',
  },
);
