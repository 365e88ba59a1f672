import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_RECORD_MESSAGES as R, NIN_PATTERN } from '@clockroom/contracts';
import { ContactPeopleFields as ContactPeople } from '../../../platform/ui/contact-people-fields.tsx';
import { TextField } from '../../../platform/ui/form-fields/text-field.tsx';
import '../record-i18n.ts';

/**
 * The parts of the day-one record an employee keeps current themselves (ADR 0017): their NIN, next
 * of kin and emergency contact. Probation, confirmation and exit are HR's and not shown here.
 */
export function ContactPeopleFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="nin"
        extra={t('profileForm.ninHint')}
        rules={[{ pattern: NIN_PATTERN, message: t(R.ninInvalid) }]}
        style={{ maxWidth: 320 }}
        filter="digits"
        maxLength={11}
      />
      <ContactPeople
        testIdPrefix="profile"
        addressLabel={t('profileForm.address')}
        section={(_kind, title, fields) => (
          <>
            <Divider titlePlacement="start" plain className="cr-form-section">
              {title}
            </Divider>
            {fields}
          </>
        )}
      />
    </>
  );
}
