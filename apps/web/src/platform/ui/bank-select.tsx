import { Select, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Bank } from '@clockroom/contracts';
import { banksQuery } from '../lookups/api.ts';
import '../lookups/i18n.ts';

export interface BankSelectProps extends Omit<
  SelectProps<number | null>,
  'options' | 'onChange' | 'showSearch' | 'loading'
> {
  value?: number | null;
  /** The bank id, and the bank itself (null when cleared), e.g. to keep its name or code too. */
  onChange?: (bankId: number | null, bank: Bank | null) => void;
}

/**
 * A searchable select of Nigerian banks (GET /banks), searching by name or CBN code. Works as an antd
 * form control: `<Form.Item name="bank_id" label={t('lookups.bank')}><BankSelect /></Form.Item>`.
 */
export function BankSelect({ onChange, placeholder, ...rest }: BankSelectProps) {
  const { t } = useTranslation();
  const banks = useQuery(banksQuery());
  return (
    <Select<number | null>
      allowClear
      data-testid="bank-select"
      {...rest}
      showSearch={{
        filterOption: (input, option) => {
          const text = input.trim().toLowerCase();
          const o = option as { label?: unknown; code?: unknown } | undefined;
          return (
            String(o?.label ?? '')
              .toLowerCase()
              .includes(text) || String(o?.code ?? '').startsWith(text)
          );
        },
      }}
      loading={banks.isLoading}
      placeholder={placeholder ?? t('lookups.chooseBank')}
      notFoundContent={t(banks.isError ? 'lookups.loadFailed' : 'lookups.noMatch')}
      options={banks.data?.map((b) => ({ value: b.id, label: b.name, code: b.code }))}
      optionRender={(option) => (
        <span>
          {option.data.label} <span className="cr-muted">{option.data.code}</span>
        </span>
      )}
      onChange={(id) => onChange?.(id ?? null, banks.data?.find((b) => b.id === id) ?? null)}
    />
  );
}
