import { Col, Divider, Form, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FORM_MESSAGES as F, employeeProfileFields } from '@clockroom/contracts';
import { FieldRow } from '../../../platform/ui/field-row.tsx';
import { LocationSelects } from '../../../platform/ui/location-selects.tsx';
import { PhoneField } from '../../../platform/ui/phone-field.tsx';
import { schemaRule } from '../../../platform/ui/form-rules.ts';
import { personChoices } from '../../../platform/ui/person-form-values.ts';
import { PersonNameFields } from '../../../platform/ui/person-name-fields.tsx';
import { PictureUpload } from '../../../platform/ui/picture-upload.tsx';
import type { ProfileFormValues } from '../profile-form-values.ts';
import { ContactPeopleFields } from './contact-people-fields.tsx';
import { DateOfBirthField } from '../../../platform/ui/date-of-birth-field.tsx';
import { TextField } from '../../../platform/ui/form-fields/text-field.tsx';

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
  const select = { allowClear: true, placeholder: t('profileForm.choose') };

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
          <Form.Item name="salutation" label={t('profileForm.salutation')}>
            <Select {...select} options={choices.salutations} data-testid="profile-salutation" />
          </Form.Item>
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
        <Form.Item name="gender" label={t('profileForm.gender')}>
          <Select {...select} options={choices.genders} data-testid="profile-gender" />
        </Form.Item>
        <Form.Item name="marital_status" label={t('profileForm.maritalStatus')}>
          <Select {...select} options={choices.maritalStatuses} data-testid="profile-marital-status" />
        </Form.Item>
        <Form.Item name="blood_group" label={t('profileForm.bloodGroup')}>
          <Select {...select} options={choices.bloodGroups} data-testid="profile-blood-group" />
        </Form.Item>
        <TextField
          name="genotype"
          label={t('profileForm.genotype')}
          maxLength={10}
          testId="profile-genotype"
        />
        <TextField
          name="nationality"
          label={t('profileForm.nationality')}
          maxLength={100}
          testId="profile-nationality"
        />
        <Form.Item name="religion_choice" label={t('profileForm.religion')}>
          <Select {...select} options={choices.religions} data-testid="profile-religion" />
        </Form.Item>
        {religion === 'others' ? (
          <TextField
            name="religion_other"
            label={t('profileForm.religionOther')}
            maxLength={60}
            testId="profile-religion-other"
          />
        ) : null}
      </FieldRow>
      <FieldRow title={t('profileForm.contact')} col={HALVES}>
        <TextField
          name="email"
          label={t('profileForm.email')}
          required={F.emailRequiredField}
          rules={[{ type: 'email', message: t(F.emailInvalidField) }]}
          inputMode="email"
          autoComplete="email"
          maxLength={200}
          testId="profile-email"
        />
        <TextField
          name="address"
          label={t('profileForm.address')}
          maxLength={300}
          autoComplete="street-address"
          testId="profile-address"
        />
        <PhoneField
          codeName="mobile_code"
          numberName="mobile_local"
          label={t('profileForm.mobile')}
          required
          testId="profile-mobile"
        />
        <PhoneField
          codeName="mobile2_code"
          numberName="mobile2_local"
          label={t('profileForm.mobile2')}
          differentFrom={{ codeName: 'mobile_code', numberName: 'mobile_local' }}
          testId="profile-mobile2"
        />
      </FieldRow>
      <LocationSelects layout="row" testIdPrefix="profile" />
      <ContactPeopleFields />
    </>
  );
}
