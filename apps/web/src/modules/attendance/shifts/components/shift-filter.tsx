import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { activeShiftsQuery } from '../api.ts';

/** A picker of the active shifts (roster filter, roster and scheduler forms). */
export function ShiftSelect({
  value,
  onChange,
  allowClear = false,
  placeholder,
  testId,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  allowClear?: boolean;
  placeholder: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const shifts = useQuery(activeShiftsQuery());
  return (
    <Select<number | null>
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t(placeholder)}
      aria-label={t(placeholder)}
      loading={shifts.isPending}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      options={(shifts.data?.results ?? []).map((s) => ({
        value: s.id,
        label: `${s.name} (${s.shift_range})`,
      }))}
      data-testid={testId}
    />
  );
}
