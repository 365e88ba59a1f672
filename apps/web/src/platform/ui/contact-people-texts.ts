import { EMPLOYEE_RECORD_MESSAGES as R } from '@clockroom/contracts';
import { translations } from '../i18n/register.ts';
import { identityTexts } from '../i18n/identity-texts.ts';

/**
 * Next of kin and emergency contact, wherever they are asked for or shown (the admin's employee form
 * and profile, the employee's own profile), with the record's messages for a half-filled person.
 */
export const contactPeopleTexts = translations(
  {
    'contactPeople.nextOfKin': 'Next of kin',
    'contactPeople.emergency': 'Emergency contact',
    'contactPeople.name': 'Full name',
    'contactPeople.relationship': 'Relationship',
    'contactPeople.phone': 'Phone number',
    ...identityTexts(R, [
      'nextOfKinNameRequired',
      'nextOfKinPhoneRequired',
      'emergencyContactNameRequired',
      'emergencyContactPhoneRequired',
    ]),
  },
  {
    'contactPeople.nextOfKin': 'Plus proche parent',
    'contactPeople.emergency': 'Contact d’urgence',
    'contactPeople.name': 'Nom complet',
    'contactPeople.relationship': 'Lien de parenté',
    'contactPeople.phone': 'Téléphone',
    [R.nextOfKinNameRequired]: 'Veuillez saisir le nom du plus proche parent',
    [R.nextOfKinPhoneRequired]: 'Veuillez saisir le téléphone du plus proche parent',
    [R.emergencyContactNameRequired]: 'Veuillez saisir le nom du contact d’urgence',
    [R.emergencyContactPhoneRequired]: 'Veuillez saisir le téléphone du contact d’urgence',
  },
);
