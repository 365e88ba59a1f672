import { EMPLOYEE_RECORD_MESSAGES as R } from '@clockroom/contracts';
import { translations } from '../../platform/i18n/register.ts';
import { identityTexts } from '../../platform/i18n/identity-texts.ts';

/** NIN, next of kin and emergency contact in the onboarding and self-service profile (ADR 0017). */
export const onboardingRecordTexts = translations(
  {
    'profileForm.nin': 'NIN',
    'profileForm.ninHint': 'National Identification Number, 11 digits',
    'profileForm.nextOfKin': 'Next of kin',
    'profileForm.emergency': 'Emergency contact',
    'profileForm.personName': 'Full name',
    'profileForm.relationship': 'Relationship',
    'profileForm.personPhone': 'Phone number',
    ...identityTexts(R, [
      'ninInvalid',
      'nextOfKinNameRequired',
      'nextOfKinPhoneRequired',
      'emergencyContactNameRequired',
      'emergencyContactPhoneRequired',
    ]),
  },
  {
    'profileForm.nin': 'NIN',
    'profileForm.ninHint': 'Numéro d’identification national, 11 chiffres',
    'profileForm.nextOfKin': 'Plus proche parent',
    'profileForm.emergency': 'Contact d’urgence',
    'profileForm.personName': 'Nom complet',
    'profileForm.relationship': 'Lien de parenté',
    'profileForm.personPhone': 'Téléphone',
    [R.ninInvalid]: 'Le NIN doit comporter exactement 11 chiffres',
    [R.nextOfKinNameRequired]: 'Veuillez saisir le nom du plus proche parent',
    [R.nextOfKinPhoneRequired]: 'Veuillez saisir le téléphone du plus proche parent',
    [R.emergencyContactNameRequired]: 'Veuillez saisir le nom du contact d’urgence',
    [R.emergencyContactPhoneRequired]: 'Veuillez saisir le téléphone du contact d’urgence',
  },
);
