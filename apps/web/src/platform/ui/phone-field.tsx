import { useMemo } from 'react';
import { Flex, Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_FORM_MESSAGES as F,
  DEFAULT_PHONE_COUNTRY_CODE,
  formatPhone,
  PHONE_PATTERN,
} from '@clockroom/contracts';
import { countriesQuery } from '../lookups/api.ts';
import { FilteredInput } from './filtered-input.tsx';
import '../lookups/i18n.ts';

export interface PhoneFieldProps {
  /** Form field of the dialling code (digits, default Nigeria's 234). */
  codeName: string;
  /** Form field of the number, digits only; the payload is `formatPhone(code, number)`. */
  numberName: string;
  /** The translated label. */
  label: string;
  required?: boolean;
  /** The translated message when a required phone is empty; the employee form's by default. */
  requiredMessage?: string;
  /** The other phone, which this one must differ from (spec 2 §5 'Phone number already used'). */
  differentFrom?: { codeName: string; numberName: string };
  testId: string;
}

/** The phone as sent: `<country code>-<number without leading zero>`; no code means Nigeria's. */
const phoneOf = (code: unknown, number: unknown) => formatPhone(String(code ?? ''), String(number ?? ''));

/**
 * A dialling code (every country's, Nigeria first by default) and the number, digits only, checked
 * as the server checks it (spec 2 §5): required when asked, a valid phone, and not the same as
 * `differentFrom`. The number's test id is `testId`, the code's `${testId}-code`.
 */
export function PhoneField({
  codeName,
  numberName,
  label,
  required,
  requiredMessage,
  differentFrom,
  testId,
}: PhoneFieldProps) {
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
    <Form.Item label={label} required={required}>
      <Flex gap={8} align="flex-start">
        <Form.Item name={codeName} noStyle>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={codes}
            aria-label={t('lookups.countryCode')}
            popupMatchSelectWidth={false}
            style={{ width: 116, flex: 'none' }}
            data-testid={`${testId}-code`}
          />
        </Form.Item>
        <Form.Item
          name={numberName}
          style={{ flex: 1, minWidth: 0, marginBottom: 0 }}
          dependencies={
            differentFrom ? [differentFrom.numberName, differentFrom.codeName, codeName] : [codeName]
          }
          rules={[
            ...(required
              ? [{ required: true, whitespace: true, message: requiredMessage ?? t(F.phoneRequired) }]
              : []),
            ({ getFieldValue }) => ({
              validator: async (_rule, number: string | undefined) => {
                if (!number) return;
                const value = phoneOf(getFieldValue(codeName), number);
                if (!PHONE_PATTERN.test(value)) throw new Error(t(F.phoneInvalid));
                if (differentFrom) {
                  const other = phoneOf(
                    getFieldValue(differentFrom.codeName),
                    getFieldValue(differentFrom.numberName),
                  );
                  if (other && other === value) throw new Error(t(F.phoneAlreadyUsed));
                }
              },
            }),
          ]}
        >
          <FilteredInput
            filter="digits"
            maxLength={15}
            autoComplete="tel-national"
            aria-label={label}
            data-testid={testId}
          />
        </Form.Item>
      </Flex>
    </Form.Item>
  );
}
