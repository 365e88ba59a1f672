import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceChoicesQuery } from '../api.ts';

interface DeviceSelectProps<V> {
  value?: V;
  onChange?: (value: V) => void;
  id?: string;
  multiple?: boolean;
  exclude?: number[];
  testId: string;
}

/** A device by name and serial number, from the admin's devices. */
export function DeviceSelect<V extends number | number[] | null>({
  value,
  onChange,
  id,
  multiple = false,
  exclude = [],
  testId,
}: DeviceSelectProps<V>) {
  const { t } = useTranslation();
  const devices = useQuery(deviceChoicesQuery());
  const options = (devices.data?.results ?? [])
    .filter((d) => !exclude.includes(d.id))
    .map((d) => ({ value: d.id, label: `${d.name} (${d.serial_number})` }));
  return (
    <Select
      id={id}
      className="cr-device-picker"
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={devices.isPending}
      placeholder={t('device.pickDevice')}
      value={value ?? (multiple ? [] : null)}
      onChange={(next) => onChange?.((next ?? (multiple ? [] : null)) as V)}
      options={options}
      data-testid={testId}
    />
  );
}
