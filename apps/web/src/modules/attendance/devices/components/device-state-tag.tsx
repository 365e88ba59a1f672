import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceState } from '@clockroom/contracts';

/** Online: the device called within the last few minutes (ADR 26); offline otherwise. */
export function DeviceStateTag({ state, testId = 'device-state' }: { state: DeviceState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={state === 'online' ? 'green' : 'default'} data-testid={testId} data-state={state}>
      {t(`device.${state}`)}
    </Tag>
  );
}
