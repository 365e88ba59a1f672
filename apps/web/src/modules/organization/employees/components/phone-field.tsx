import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Rule } from 'antd/es/form';
import { FilteredInput } from '../../../../platform/ui/filtered-input.tsx';

/** Common dialling codes first; Nigeria is the default (spec 2 §5). */
const CODES = ['234', '233', '254', '27', '225', '221', '237', '44', '1', '33', '49', '91', '971'];

interface PhoneFieldProps {
  codeName: string;
  numberName: string;
  label: string;
  rules?: Rule[];
  testId: string;
  dependencies?: string[];
}

/** Country code + digits-only number; the payload joins them as `<code>-<number without 0>`. */
export function PhoneField({ codeName, numberName, label, rules, testId, dependencies }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required={Boolean(rules?.length)} style={{ marginBottom: 0 }}>
      <div className="cr-phone">
        <Form.Item name={codeName} noStyle>
          <Select
            className="cr-phone-code"
            aria-label={t('employees.countryCode')}
            showSearch
            options={CODES.map((c) => ({ value: c, label: `+${c}` }))}
          />
        </Form.Item>
        <Form.Item
          name={numberName}
          rules={rules}
          dependencies={dependencies}
          style={{ flex: 1, minWidth: 0 }}
        >
          <FilteredInput filter="digits" maxLength={15} data-testid={testId} aria-label={label} />
        </Form.Item>
      </div>
    </Form.Item>
  );
}
