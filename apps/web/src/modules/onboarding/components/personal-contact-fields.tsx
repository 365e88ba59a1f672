import { Col, Divider, Form, Row, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FORM_MESSAGES as F, employeeProfileFields } from '@clockroom/contracts';
import { FieldRow } from '../../../platform/ui/field-row.tsx';
import { LocationSelects } from '../../../platform/ui/location-selects.tsx';
import { schemaRule } from '../../../platform/ui/form-rules.ts';
import { personChoices } from '../../../platform/ui/person-form-values.ts';
import { PersonNameFields } from '../../../platform/ui/person-name-fields.tsx';
import { PictureUpload } from '../../../platform/ui/picture-upload.tsx';
import type { ProfileFormValues } from '../profile-form-values.ts';
import { ContactPeopleFields } from './contact-people-fields.tsx';
import { DateOfBirthField } from '../../../platform/ui/date-of-birth-field.tsx';
import { SelectField } from '../../../platform/ui/form-fields/select-field.tsx';
import { TextField } from '../../../platform/ui/form-fields/text-field.tsx';
import { mobilePhones } from '../../../platform/ui/form-fields/mobile-phones.tsx';

/** A third (or a half) of the row wide from a tablet up, the whole row on a phone. */
const THIRDS = { md: 8 };
const HALVES = { md: 12 };

/** Step 2 of onboarding ('Edit Employee'): Personal and Contact Information, plus the avatar. */
export function PersonalContactFields({ form }: { form: FormInstance<ProfileFormValues> }) {
  const { t } = useTranslation();
  const firstName = Form.useWatch('first_name', form) ?? '';
  const lastName = Form.useWatch('last_name', form) ?? '';
  const religion = Form.useWatch('religion_choice', form);
  const choices = personChoices((v) => t(`profileForm.${v}`));
  const select = { allowClear: true, placeholder: t('profileForm.choose') } as const;

  return (
    <>
      <Divider titlePlacement="start" plain className="cr-form-section">
        {t('profileForm.personal')}
      </Divider>
      <Form.Item name="picture" label={t('profileForm.picture')}>
        <PictureUpload name={`${firstName} ${lastName}`.trim()} testId="profile-picture" />
      </Form.Item>
      {/* The names lay out their own columns, so they and the salutation fill a row of their own. */}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <SelectField name="salutation" {...select} options={choices.salutations} />
        </Col>
        <PersonNameFields
          required
          own
          labels={[t('profileForm.firstName'), t('profileForm.lastName')]}
          rules={(part) => [schemaRule(employeeProfileFields.shape[part], t)]}
          testIds={['profile-first-name', 'profile-last-name']}
          wrap={(field) => (
            <Col xs={24} md={8}>
              {field}
            </Col>
          )}
        />
      </Row>
      <FieldRow col={THIRDS}>
        <DateOfBirthField label={t('profileForm.dateOfBirth')} testId="profile-date-of-birth" />
        <SelectField name="gender" {...select} options={choices.genders} />
        <SelectField name="marital_status" {...select} options={choices.maritalStatuses} />
        <SelectField name="blood_group" {...select} options={choices.bloodGroups} />
        <TextField name="genotype" maxLength={10} />
        <TextField name="nationality" maxLength={100} />
        <SelectField
          name="religion_choice"
          label={t('profileForm.religion')}
          {...select}
          options={choices.religions}
          testId="profile-religion"
        />
        {religion === 'others' ? <TextField name="religion_other" maxLength={60} /> : null}
      </FieldRow>
      <FieldRow title={t('profileForm.contact')} col={HALVES}>
        <TextField
          name="email"
          required={F.emailRequiredField}
          rules={[{ type: 'email', message: t(F.emailInvalidField) }]}
          inputMode="email"
          autoComplete="email"
          maxLength={200}
        />
        <TextField name="address" maxLength={300} autoComplete="street-address" />
        {mobilePhones({
          numbers: ['mobile_local', 'mobile2_local'],
          labels: [t('profileForm.mobile'), t('profileForm.mobile2')],
          testIds: ['profile-mobile', 'profile-mobile2'],
        })}
      </FieldRow>
      <LocationSelects layout="row" testIdPrefix="profile" />
      <ContactPeopleFields />
    </>
  );
}
