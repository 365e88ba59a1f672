import { Col, Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { employeeProfileFields, formatDate, type EmployeeSelfProfile } from '@clockroom/contracts';
import { banksQuery } from '../../../platform/lookups/api.ts';
import { FieldRow } from '../../../platform/ui/field-row.tsx';
import { TextField } from '../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../platform/ui/form-fields/select-field.tsx';

/** Three to a row on a wide screen, two on a tablet. */
const THIRDS = { sm: 12, md: 8 };

/**
 * The employment facts the employee sees locked, in order: the label key's last part, the test id's
 * last part and the value from their profile.
 */
const LOCKED: [string, string, (profile: EmployeeSelfProfile) => string | null | undefined][] = [
  [
    'appointmentDate',
    'appointment-date',
    (p) => (p.appointment_date ? formatDate(p.appointment_date) : null),
  ],
  ['branch', 'branch', (p) => p.branch?.station_name],
  ['department', 'department', (p) => p.department?.department_name],
  ['type', 'type', (p) => p.employee_type?.type_name],
  ['category', 'category', (p) => p.employee_category?.category_name],
  ['designation', 'designation', (p) => p.employee_designation?.designation_name],
  ['grade', 'grade', (p) => p.employee_grade?.grade_name],
];

/** A value the employee sees but cannot change (spec 2 §5 "Shown disabled"). */
function Locked({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | null | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(label)} tooltip={t('profileForm.lockedHint')}>
      <Input value={value || t('profileForm.noValue')} disabled data-testid={testId} />
    </Form.Item>
  );
}

/** Step 3 of onboarding: Employee Information (locked), Bank/Pension Details, User Information. */
export function EmploymentFields({ profile }: { profile: EmployeeSelfProfile }) {
  const { t } = useTranslation();
  const banks = useQuery(banksQuery());
  return (
    <>
      <FieldRow title={t('profileForm.employee')} col={THIRDS}>
        {LOCKED.map(([label, testId, value]) => (
          <Locked
            key={testId}
            label={`profileForm.${label}`}
            value={value(profile)}
            testId={`profile-${testId}`}
          />
        ))}
      </FieldRow>
      <FieldRow title={t('profileForm.bank')} col={THIRDS}>
        <SelectField
          name="bank_id"
          label={t('lookups.bank')}
          allowClear
          search
          placeholder={t('lookups.chooseBank')}
          loading={banks.isPending}
          options={(banks.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          testId="profile-bank"
        />
        <TextField
          name="account_number"
          schema={employeeProfileFields.shape.account_number}
          filter="digits"
          maxLength={20}
        />
        <TextField name="account_name" />
        <TextField name="bank_branch" />
        <TextField name="pension_fund_administrator" label={t('profileForm.pfa')} testId="profile-pfa" />
        <TextField name="rsa_pin" maxLength={50} />
        <TextField name="tax_id" label={t('profileForm.taxId')} maxLength={50} />
        <TextField name="tax_location" maxLength={100} />
      </FieldRow>
      <FieldRow title={t('profileForm.user')} col={THIRDS}>
        <Form.Item label={t('profileForm.pin')} tooltip={t('profileForm.lockedHint')}>
          <Input
            value={profile.pin ?? t('profileForm.noValue')}
            readOnly
            variant="filled"
            data-testid="profile-pin"
          />
        </Form.Item>
        <Col xs={24} md={16}>
          <Form.Item label={t('profileForm.roles')} tooltip={t('profileForm.lockedHint')}>
            <Select
              mode="multiple"
              disabled
              value={profile.roles.map((r) => r.id)}
              options={profile.roles.map((r) => ({ value: r.id, label: r.name }))}
              placeholder={t('profileForm.noValue')}
              data-testid="profile-roles"
            />
          </Form.Item>
        </Col>
      </FieldRow>
    </>
  );
}
