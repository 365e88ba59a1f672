import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FORM_MESSAGES as F } from '@clockroom/contracts';
import { datePickerProps, dateValueItemProps, notAfterToday } from './date-value.ts';

/**
 * A person's date of birth: a date picker that offers no day after today and says so in the spec's
 * words when one is typed. The employee form and the onboarding profile both ask it this way.
 */
export function DateOfBirthField({ label, testId }: { label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="date_of_birth"
      label={label}
      {...dateValueItemProps}
      rules={[notAfterToday.rule(t(F.dateOfBirthInFuture))]}
    >
      <DatePicker {...datePickerProps} disabledDate={notAfterToday.disabledDate} data-testid={testId} />
    </Form.Item>
  );
}
