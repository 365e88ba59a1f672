import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FORM_MESSAGES as F } from '@clockroom/contracts';
import type { FieldFacts } from '../../../../platform/ui/form-fields/field-facts.ts';
import { DateField } from '../../../../platform/ui/form-fields/date-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { LocationSelects } from '../../../../platform/ui/location-selects.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { personChoices } from '../../../../platform/ui/person-form-values.ts';
import { PersonNameFields } from '../../../../platform/ui/person-name-fields.tsx';
import { mobilePhones } from '../../../../platform/ui/form-fields/mobile-phones.tsx';
import { PictureUpload } from '../../../../platform/ui/picture-upload.tsx';
import { branchChoices, departmentChoices, settingChoices, teamChoices } from '../api.ts';
import { ChoiceSelect, OptionSelectField } from './choice-select.tsx';
import { DateOfBirthField } from '../../../../platform/ui/date-of-birth-field.tsx';

/**
 * What the employee form's fields share: labels `employees.<name>` and the test ids the journeys
 * know, `field-` and the field's name as it is (`field-date_of_birth`).
 */
export const EMPLOYEE_FORM_FACTS: FieldFacts = {
  labels: 'employees',
  testIds: (name) => `field-${name}`,
};

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
        <OptionSelectField name="salutation" options={choices.salutations} />
        <PersonNameFields
          labels={[t('employees.firstName'), t('employees.lastName')]}
          rules={(part) => [
            requiredRule(part === 'first_name' ? F.firstNameRequired : F.lastNameRequired, t),
          ]}
          testIds={['field-first_name', 'field-last_name']}
        />
        <OptionSelectField name="gender" options={choices.genders} />
        <DateOfBirthField label={t('employees.dateOfBirth')} testId="field-date_of_birth" />
        <OptionSelectField name="marital_status" options={choices.maritalStatuses} />
        <TextField name="nationality" maxLength={100} />
        <OptionSelectField
          name="religion_choice"
          label={t('employees.religion')}
          options={choices.religions}
          testId="field-religion"
        />
        {religion === 'others' ? <TextField name="religion_other" maxLength={60} /> : null}
        <OptionSelectField name="blood_group" options={choices.bloodGroups} />
        <TextField name="genotype" maxLength={10} />
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
          rules={[
            { required: true, whitespace: true, message: t(F.emailInvalid) },
            { type: 'email', message: t(F.emailInvalid) },
          ]}
          inputMode="email"
          maxLength={200}
          autoComplete="off"
        />
        {mobilePhones({
          numbers: ['mobile_number', 'mobile_number2'],
          labels: [t('employees.mobile'), t('employees.mobile2')],
          testIds: ['field-mobile_number', 'field-mobile_number2'],
        })}
        <TextField name="address" className="cr-span-all" maxLength={300} />
        <LocationSelects
          layout="items"
          testIdPrefix="field"
          labels={{
            country: t('employees.country'),
            state: t('employees.state'),
            city: t('employees.city'),
          }}
        />
        <TextField name="local_government" maxLength={100} />
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
          extra={editing ? undefined : t('employees.pinHint')}
          rules={[{ pattern: /^[A-Za-z0-9]{0,20}$/, message: t(F.pinInvalid) }]}
          filter="lettersDigitsDot"
          maxLength={20}
        />
        <TextField name="custom_employee_id" label={t('employees.customId')} maxLength={50} />
        <DateField name="appointment_date" />
        {PLACES.map(([name, label, query, testId]) => (
          <Form.Item key={name} name={name} label={t(label)}>
            <ChoiceSelect query={query()} testId={testId} />
          </Form.Item>
        ))}
        <SwitchField name="show_in_organogram" />
      </div>
    </Panel>
  );
}
