import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_RECORD_MESSAGES as R } from '@clockroom/contracts';
import { ContactPersonFields } from './contact-person-fields.tsx';
import './contact-people-texts.ts';

export type ContactPersonKind = 'next_of_kin' | 'emergency_contact';

export interface ContactPeopleFieldsProps {
  /** The screen's own translated "Address" (only the next of kin has one). */
  addressLabel: string;
  /** `field` gives `field-next_of_kin-name`, `field-emergency_contact-phone`... */
  testIdPrefix: string;
  /** Puts one person's fields under the screen's own kind of heading (a panel, a divider). */
  section: (kind: ContactPersonKind, title: string, fields: ReactNode) => ReactNode;
}

/**
 * Next of kin and emergency contact, as the admin's employee form and the employee's own profile both
 * ask for them, with the record's messages for a half-filled person (contracts' employee-record.ts).
 */
export function ContactPeopleFields({ addressLabel, testIdPrefix, section }: ContactPeopleFieldsProps) {
  const { t } = useTranslation();
  const labels = {
    name: t('contactPeople.name'),
    relationship: t('contactPeople.relationship'),
    phone: t('contactPeople.phone'),
  };
  return (
    <>
      {section(
        'next_of_kin',
        t('contactPeople.nextOfKin'),
        <ContactPersonFields
          prefix="next_of_kin"
          testIdPrefix={`${testIdPrefix}-next_of_kin`}
          labels={{ ...labels, address: addressLabel }}
          messages={{ nameRequired: t(R.nextOfKinNameRequired), phoneRequired: t(R.nextOfKinPhoneRequired) }}
        />,
      )}
      {section(
        'emergency_contact',
        t('contactPeople.emergency'),
        <ContactPersonFields
          prefix="emergency_contact"
          testIdPrefix={`${testIdPrefix}-emergency_contact`}
          labels={labels}
          messages={{
            nameRequired: t(R.emergencyContactNameRequired),
            phoneRequired: t(R.emergencyContactPhoneRequired),
          }}
        />,
      )}
    </>
  );
}
