import { Col, Divider, Form, Input, Row, Select, type FormInstance, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BLOOD_GROUPS,
  EMPLOYEE_FORM_MESSAGES as F,
  GENDERS,
  MARITAL_STATUSES,
  RELIGIONS,
  SALUTATIONS,
  employeeProfileFields,
} from '@clockroom/contracts';
import { LocationSelects } from '../../../platform/ui/location-selects.tsx';
import { PhoneField } from '../../../platform/ui/phone-field.tsx';
import { schemaRule } from '../../../platform/ui/form-rules.ts';
import { PersonNameFields } from '../../../platform/ui/person-name-fields.tsx';
import { PictureUpload } from '../../../platform/ui/picture-upload.tsx';
import type { ProfileFormValues } from '../profile-form-values.ts';
import { ContactPeopleFields } from './contact-people-fields.tsx';
import { DateOfBirthField } from '../../../platform/ui/date-of-birth-field.tsx';
import { TextField } from '../../../platform/ui/form-fields/text-field.tsx';

/** A field a third of the row wide on a wide screen, the whole row on a phone. */
function ThirdField({ children, ...item }: FormItemProps) {
  return (
    <Col xs={24} md={8}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

/** Step 2 of onboarding ('Edit Employee'): Personal and Contact Information, plus the avatar. */
export function PersonalContactFields({ form }: { form: FormInstance<ProfileFormValues> }) {
  const { t } = useTranslation();
  const firstName = Form.useWatch('first_name', form) ?? '';
  const lastName = Form.useWatch('last_name', form) ?? '';
  const religion = Form.useWatch('religion_choice', form);
  const options = (values: readonly string[], prefix = 'profileForm.') =>
    values.map((v) => ({ value: v, label: prefix ? t(`${prefix}${v}`) : v }));
  const select = { allowClear: true, placeholder: t('profileForm.choose') };

  return (
    <>
      <Divider titlePlacement="start" plain className="cr-form-section">
        {t('profileForm.personal')}
      </Divider>
      <Form.Item name="picture" label={t('profileForm.picture')}>
        <PictureUpload name={`${firstName} ${lastName}`.trim()} testId="profile-picture" />
      </Form.Item>
      <Row gutter={16}>
        <ThirdField name="salutation" label={t('profileForm.salutation')}>
          <Select {...select} options={options(SALUTATIONS)} data-testid="profile-salutation" />
        </ThirdField>
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
        <Col xs={24} md={8}>
          <DateOfBirthField label={t('profileForm.dateOfBirth')} testId="profile-date-of-birth" />
        </Col>
        <ThirdField name="gender" label={t('profileForm.gender')}>
          <Select {...select} options={options(GENDERS)} data-testid="profile-gender" />
        </ThirdField>
        <ThirdField name="marital_status" label={t('profileForm.maritalStatus')}>
          <Select {...select} options={options(MARITAL_STATUSES)} data-testid="profile-marital-status" />
        </ThirdField>
        <ThirdField name="blood_group" label={t('profileForm.bloodGroup')}>
          <Select {...select} options={options(BLOOD_GROUPS, '')} data-testid="profile-blood-group" />
        </ThirdField>
        <ThirdField name="genotype" label={t('profileForm.genotype')}>
          <Input maxLength={10} data-testid="profile-genotype" />
        </ThirdField>
        <ThirdField name="nationality" label={t('profileForm.nationality')}>
          <Input maxLength={100} data-testid="profile-nationality" />
        </ThirdField>
        <ThirdField name="religion_choice" label={t('profileForm.religion')}>
          <Select {...select} options={options(RELIGIONS)} data-testid="profile-religion" />
        </ThirdField>
        {religion === 'others' ? (
          <ThirdField name="religion_other" label={t('profileForm.religionOther')}>
            <Input maxLength={60} data-testid="profile-religion-other" />
          </ThirdField>
        ) : null}
      </Row>

      <Divider titlePlacement="start" plain className="cr-form-section">
        {t('profileForm.contact')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('profileForm.email')}
            required
            rules={[
              { required: true, whitespace: true, message: t(F.emailRequiredField) },
              { type: 'email', message: t(F.emailInvalidField) },
            ]}
          >
            <Input inputMode="email" autoComplete="email" maxLength={200} data-testid="profile-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <TextField
            name="address"
            label={t('profileForm.address')}
            maxLength={300}
            autoComplete="street-address"
            testId="profile-address"
          />
        </Col>
        <Col xs={24} md={12}>
          <PhoneField
            codeName="mobile_code"
            numberName="mobile_local"
            label={t('profileForm.mobile')}
            required
            testId="profile-mobile"
          />
        </Col>
        <Col xs={24} md={12}>
          <PhoneField
            codeName="mobile2_code"
            numberName="mobile2_local"
            label={t('profileForm.mobile2')}
            differentFrom={{ codeName: 'mobile_code', numberName: 'mobile_local' }}
            testId="profile-mobile2"
          />
        </Col>
        <LocationSelects layout="cols" testIdPrefix="profile" />
      </Row>
      <ContactPeopleFields />
    </>
  );
}
