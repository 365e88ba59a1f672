import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_RECORD_MESSAGES as R,
  EXIT_REASON_LABELS,
  EXIT_REASONS,
  NIN_PATTERN,
} from '@clockroom/contracts';
import { ContactPeopleFields } from '../../../../platform/ui/contact-people-fields.tsx';
import { DateField } from '../../../../platform/ui/form-fields/date-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { OptionSelectField } from './choice-select.tsx';
import '../record-i18n.ts';

/** A date not before the appointment date (contracts' employee-record.ts says why). */
function notBeforeAppointment(message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, v: string | null | undefined) => {
      const start = getFieldValue('appointment_date') as string | null | undefined;
      if (v && start && v < start) throw new Error(message);
    },
  });
}

/** A date field's check against the appointment date, checked again when that date changes. */
function afterAppointment(message: string) {
  return { dependencies: ['appointment_date'], rules: [notBeforeAppointment(message)] };
}

/** Probation, confirmation and exit, and the NIN: what HR records about the engagement. */
export function EngagementSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const exitDate = Form.useWatch('exit_date', form) as string | null | undefined;
  return (
    <Panel title={t('employees.sectionEngagement')} testId="section-engagement">
      <div className="cr-employee-form-grid">
        <TextField
          name="nin"
          extra={t('employees.ninHint')}
          rules={[{ pattern: NIN_PATTERN, message: t(R.ninInvalid) }]}
          filter="digits"
          maxLength={11}
        />
        <DateField name="probation_end_date" {...afterAppointment(t(R.probationBeforeAppointment))} />
        <DateField name="confirmation_date" {...afterAppointment(t(R.confirmationBeforeAppointment))} />
        <DateField
          name="exit_date"
          dependencies={['appointment_date', 'exit_reason']}
          rules={[
            notBeforeAppointment(t(R.exitBeforeAppointment)),
            ({ getFieldValue }) => ({
              validator: async (_rule, v: string | null | undefined) => {
                if (!v && getFieldValue('exit_reason')) throw new Error(t(R.exitDateRequired));
              },
            }),
          ]}
        />
        <OptionSelectField
          name="exit_reason"
          dependencies={['exit_date']}
          rules={[{ required: Boolean(exitDate), message: t(R.exitReasonRequired) }]}
          options={EXIT_REASONS.map((r) => ({ value: r, label: t(EXIT_REASON_LABELS[r]) }))}
        />
      </div>
    </Panel>
  );
}

/** Next of kin and emergency contact, in one panel each. */
export function ContactPeopleSections() {
  const { t } = useTranslation();
  return (
    <ContactPeopleFields
      testIdPrefix="field"
      addressLabel={t('employees.address')}
      section={(kind, title, fields) => (
        <Panel title={title} testId={kind === 'next_of_kin' ? 'section-next-of-kin' : 'section-emergency'}>
          {fields}
        </Panel>
      )}
    />
  );
}
