import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FORM_MESSAGES as F } from '@clockroom/contracts';
import { DateField } from '../../../../platform/ui/form-fields/date-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { LocationSelects } from '../../../../platform/ui/location-selects.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { personChoices } from '../../../../platform/ui/person-form-values.ts';
import { PersonNameFields } from '../../../../platform/ui/person-name-fields.tsx';
import { PhoneField } from '../../../../platform/ui/phone-field.tsx';
import { PictureUpload } from '../../../../platform/ui/picture-upload.tsx';
import { branchChoices, departmentChoices, settingChoices, teamChoices } from '../api.ts';
import { ChoiceSelect, OptionSelectField } from './choice-select.tsx';
import { DateOfBirthField } from '../../../../platform/ui/date-of-birth-field.tsx';

export function PersonalSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const first = Form.useWatch('first_name', form) as string | undefined;
  const last = Form.useWatch('last_name', form) as string | undefined;
  const religion = Form.useWatch('religion_choice', form) as string | undefined;
  const choices = personChoices((v) => t(`employees.${v}`));
  return (
    <Panel title={t('employees.sectionPersonal')} testId="section-personal">
      <Form.Item name="picture" label={t('employees.picture')}>
        <PictureUpload name={`${first ?? ''} ${last ?? ''}`.trim()} testId="employee-picture" />
      </Form.Item>
      <div className="cr-employee-form-grid">
        <OptionSelectField
          name="salutation"
          label={t('employees.salutation')}
          options={choices.salutations}
          testId="field-salutation"
        />
        <PersonNameFields
          labels={[t('employees.firstName'), t('employees.lastName')]}
          rules={(part) => [
            requiredRule(part === 'first_name' ? F.firstNameRequired : F.lastNameRequired, t),
          ]}
          testIds={['field-first_name', 'field-last_name']}
        />
        <OptionSelectField
          name="gender"
          label={t('employees.gender')}
          options={choices.genders}
          testId="field-gender"
        />
        <DateOfBirthField label={t('employees.dateOfBirth')} testId="field-date_of_birth" />
        <OptionSelectField
          name="marital_status"
          label={t('employees.maritalStatus')}
          options={choices.maritalStatuses}
          testId="field-marital_status"
        />
        <TextField
          name="nationality"
          label={t('employees.nationality')}
          maxLength={100}
          testId="field-nationality"
        />
        <OptionSelectField
          name="religion_choice"
          label={t('employees.religion')}
          options={choices.religions}
          testId="field-religion"
        />
        {religion === 'others' ? (
          <TextField
            name="religion_other"
            label={t('employees.religionOther')}
            maxLength={60}
            testId="field-religion_other"
          />
        ) : null}
        <OptionSelectField
          name="blood_group"
          label={t('employees.bloodGroup')}
          options={choices.bloodGroups}
          testId="field-blood_group"
        />
        <TextField name="genotype" label={t('employees.genotype')} maxLength={10} testId="field-genotype" />
      </div>
    </Panel>
  );
}

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Panel title={t('employees.sectionContact')} testId="section-contact">
      <div className="cr-employee-form-grid">
        <TextField
          name="email"
          label={t('employees.email')}
          rules={[
            { required: true, whitespace: true, message: t(F.emailInvalid) },
            { type: 'email', message: t(F.emailInvalid) },
          ]}
          inputMode="email"
          maxLength={200}
          autoComplete="off"
          testId="field-email"
        />
        <PhoneField
          codeName="mobile_code"
          numberName="mobile_number"
          label={t('employees.mobile')}
          required
          testId="field-mobile_number"
        />
        <PhoneField
          codeName="mobile2_code"
          numberName="mobile_number2"
          label={t('employees.mobile2')}
          differentFrom={{ codeName: 'mobile_code', numberName: 'mobile_number' }}
          testId="field-mobile_number2"
        />
        <TextField
          name="address"
          label={t('employees.address')}
          className="cr-span-all"
          maxLength={300}
          testId="field-address"
        />
        <LocationSelects
          layout="items"
          testIdPrefix="field"
          labels={{
            country: t('employees.country'),
            state: t('employees.state'),
            city: t('employees.city'),
          }}
        />
        <TextField
          name="local_government"
          label={t('employees.localGovernment')}
          maxLength={100}
          testId="field-local_government"
        />
      </div>
    </Panel>
  );
}

/** Where the employee sits: a branch, department and team, and the company's own settings. */
const PLACES = [
  ['branch_id', 'employees.branch', branchChoices, 'field-branch'],
  ['department_id', 'employees.department', departmentChoices, 'field-department'],
  ['team_id', 'employees.team', teamChoices, 'field-team'],
  ['employee_type_id', 'employees.type', () => settingChoices('types'), 'field-type'],
  ['employee_category_id', 'employees.category', () => settingChoices('categories'), 'field-category'],
  [
    'employee_designation_id',
    'employees.designation',
    () => settingChoices('designations'),
    'field-designation',
  ],
  ['employee_grade_id', 'employees.grade', () => settingChoices('grades'), 'field-grade'],
] as const;

export function EmploymentSection({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('employees.sectionEmployment')} testId="section-employment">
      <div className="cr-employee-form-grid">
        <TextField
          name="pin"
          label={t('employees.pin')}
          extra={editing ? undefined : t('employees.pinHint')}
          rules={[{ pattern: /^[A-Za-z0-9]{0,20}$/, message: t(F.pinInvalid) }]}
          filter="lettersDigitsDot"
          maxLength={20}
          testId="field-pin"
        />
        <TextField
          name="custom_employee_id"
          label={t('employees.customId')}
          maxLength={50}
          testId="field-custom_employee_id"
        />
        <DateField
          name="appointment_date"
          label={t('employees.appointmentDate')}
          testId="field-appointment_date"
        />
        {PLACES.map(([name, label, query, testId]) => (
          <Form.Item key={name} name={name} label={t(label)}>
            <ChoiceSelect query={query()} testId={testId} />
          </Form.Item>
        ))}
        <SwitchField
          name="show_in_organogram"
          label={t('employees.showInOrganogram')}
          testId="field-show_in_organogram"
        />
      </div>
    </Panel>
  );
}
