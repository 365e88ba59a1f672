import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_RECORD_MESSAGES as R } from '@clockroom/contracts';
import { ContactPersonFields } from './contact-person-fields.tsx';

export type ContactPersonKind = 'next_of_kin' | 'emergency_contact';

export interface ContactPeopleFieldsProps {
  /** Translated labels; the emergency contact has no address. */
  labels: { name: string; relationship: string; phone: string; address: string };
  /** `field` gives `field-next_of_kin-name`, `field-emergency_contact-phone`... */
  testIdPrefix: string;
  /** Puts one person's fields under the screen's own heading (a panel, a divider). */
  section: (kind: ContactPersonKind, fields: ReactNode) => ReactNode;
}

/**
 * Next of kin and emergency contact, as the admin's employee form and the employee's own profile both
 * ask for them, with the record's messages for a half-filled person (contracts' employee-record.ts).
 */
export function ContactPeopleFields({ labels, testIdPrefix, section }: ContactPeopleFieldsProps) {
  const { t } = useTranslation();
  const { address: _address, ...withoutAddress } = labels;
  return (
    <>
      {section(
        'next_of_kin',
        <ContactPersonFields
          prefix="next_of_kin"
          testIdPrefix={`${testIdPrefix}-next_of_kin`}
          labels={labels}
          messages={{ nameRequired: t(R.nextOfKinNameRequired), phoneRequired: t(R.nextOfKinPhoneRequired) }}
        />,
      )}
      {section(
        'emergency_contact',
        <ContactPersonFields
          prefix="emergency_contact"
          testIdPrefix={`${testIdPrefix}-emergency_contact`}
          labels={withoutAddress}
          messages={{
            nameRequired: t(R.emergencyContactNameRequired),
            phoneRequired: t(R.emergencyContactPhoneRequired),
          }}
        />,
      )}
    </>
  );
}
