import { EMPLOYEE_RECORD_MESSAGES as R, EXIT_REASON_LABELS as X } from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';
import { identityTexts } from '../../../platform/i18n/identity-texts.ts';

/**
 * The day-one record (platform issue §10): engagement dates, NIN and exit; next of kin and emergency
 * contact are platform/ui/contact-people-texts.ts.
 */
export const employeeRecordTexts = translations(
  {
    'employees.sectionEngagement': 'Engagement and identity',
    'employees.nin': 'NIN',
    'employees.ninHint': 'National Identification Number, 11 digits',
    'employees.probationEndDate': 'Probation end date',
    'employees.confirmationDate': 'Confirmation date',
    'employees.exitDate': 'Exit date',
    'employees.exitReason': 'Exit reason',
    ...identityTexts(X),
    ...identityTexts(R, [
      'ninInvalid',
      'exitReasonInvalid',
      'exitReasonRequired',
      'exitDateRequired',
      'probationBeforeAppointment',
      'confirmationBeforeAppointment',
      'exitBeforeAppointment',
    ]),
  },
  {
    'employees.sectionEngagement': 'Engagement et identité',
    'employees.nin': 'NIN',
    'employees.ninHint': 'Numéro d’identification national, 11 chiffres',
    'employees.probationEndDate': 'Fin de la période d’essai',
    'employees.confirmationDate': 'Date de titularisation',
    'employees.exitDate': 'Date de départ',
    'employees.exitReason': 'Motif du départ',
    [X.resignation]: 'Démission',
    [X.termination]: 'Licenciement',
    [X.dismissal]: 'Révocation',
    [X.redundancy]: 'Licenciement économique',
    [X.retirement]: 'Retraite',
    [X.end_of_contract]: 'Fin de contrat',
    [X.death]: 'Décès',
    [X.other]: 'Autre',
    [R.ninInvalid]: 'Le NIN doit comporter exactement 11 chiffres',
    [R.exitReasonInvalid]: 'Veuillez choisir un motif de départ',
    [R.exitReasonRequired]: 'Veuillez choisir le motif du départ',
    [R.exitDateRequired]: 'Veuillez choisir la date de départ',
    [R.probationBeforeAppointment]: 'La fin de la période d’essai ne peut pas précéder la date d’embauche',
    [R.confirmationBeforeAppointment]: 'La date de titularisation ne peut pas précéder la date d’embauche',
    [R.exitBeforeAppointment]: 'La date de départ ne peut pas précéder la date d’embauche',
  },
);
