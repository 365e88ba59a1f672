import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceState } from '@clockroom/contracts';

/** Online: the device called within the last few minutes (ADR 26); offline otherwise. */
export function DeviceStateTag({ state }: { state: DeviceState }) {
  const { t } = useTranslation();
  return (
    <Tag color={state === 'online' ? 'green' : 'default'} data-testid="device-state" data-state={state}>
      {t(`device.${state}`)}
    </Tag>
  );
}
