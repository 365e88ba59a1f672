import { useMemo } from 'react';
import { Flex, Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_FORM_MESSAGES as F,
  DEFAULT_PHONE_COUNTRY_CODE,
  employeeProfileFields,
} from '@clockroom/contracts';
import { countriesQuery } from '../../../platform/lookups/api.ts';
import { FilteredInput } from '../../../platform/ui/filtered-input.tsx';
import { phoneValue } from '../profile-form-values.ts';

interface PhoneFieldProps {
  codeName: 'mobile_code' | 'mobile2_code';
  localName: 'mobile_local' | 'mobile2_local';
  label: string;
  required?: boolean;
  /** The other phone, which this one must differ from (spec 2 §5 'Phone number already used'). */
  differentFrom?: { codeName: string; localName: string };
  testId: string;
}

/** Country code (default NG, +234) and the number, digits only (spec 2 §5). */
export function PhoneField({ codeName, localName, label, required, differentFrom, testId }: PhoneFieldProps) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQuery());
  const codes = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of countries.data ?? [])
      if (c.phone_code && !seen.has(c.phone_code)) seen.set(c.phone_code, `${c.iso2} +${c.phone_code}`);
    if (!seen.has(DEFAULT_PHONE_COUNTRY_CODE))
      seen.set(DEFAULT_PHONE_COUNTRY_CODE, `NG +${DEFAULT_PHONE_COUNTRY_CODE}`);
    return [...seen].map(([value, text]) => ({ value, label: text }));
  }, [countries.data]);

  return (
    <Form.Item label={t(label)} required={required}>
      <Flex gap={8} align="flex-start">
        <Form.Item name={codeName} noStyle initialValue={DEFAULT_PHONE_COUNTRY_CODE}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={codes}
            aria-label={t('profileForm.countryCode')}
            popupMatchSelectWidth={false}
            style={{ width: 116, flex: 'none' }}
            data-testid={`${testId}-code`}
          />
        </Form.Item>
        <Form.Item
          name={localName}
          style={{ flex: 1, minWidth: 0, marginBottom: 0 }}
          dependencies={
            differentFrom ? [differentFrom.localName, differentFrom.codeName, codeName] : [codeName]
          }
          rules={[
            ...(required ? [{ required: true, whitespace: true, message: t(F.phoneRequired) }] : []),
            ({ getFieldValue }) => ({
              validator: async (_rule, local: string | undefined) => {
                if (!local) return;
                const value = phoneValue(getFieldValue(codeName) as string, local);
                const parsed = employeeProfileFields.shape.mobile_number.safeParse(value);
                if (!parsed.success) throw new Error(t(F.phoneInvalid));
                if (differentFrom) {
                  const other = phoneValue(
                    getFieldValue(differentFrom.codeName) as string,
                    getFieldValue(differentFrom.localName) as string,
                  );
                  if (other && other === value) throw new Error(t(F.phoneAlreadyUsed));
                }
              },
            }),
          ]}
        >
          <FilteredInput filter="digits" maxLength={15} autoComplete="tel-national" data-testid={testId} />
        </Form.Item>
      </Flex>
    </Form.Item>
  );
}
