import { EMPLOYEE_RECORD_MESSAGES as R } from '@clockroom/contracts';
import { translations } from '../../platform/i18n/register.ts';
import { identityTexts } from '../../platform/i18n/identity-texts.ts';

/**
 * The NIN in the onboarding and self-service profile (ADR 0017); next of kin and emergency contact
 * are platform/ui/contact-people-texts.ts.
 */
export const onboardingRecordTexts = translations(
  {
    'profileForm.nin': 'NIN',
    'profileForm.ninHint': 'National Identification Number, 11 digits',
    ...identityTexts(R, ['ninInvalid']),
  },
  {
    'profileForm.nin': 'NIN',
    'profileForm.ninHint': 'Numéro d’identification national, 11 chiffres',
    [R.ninInvalid]: 'Le NIN doit comporter exactement 11 chiffres',
  },
);
