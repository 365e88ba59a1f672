import { ScreenTabs } from '../../../../platform/ui/screen-tabs.tsx';
import { deviceScreens } from '../devices.routes.tsx';

type Tab = 'all' | 'transactions' | 'transfer' | 'synchronize';
const { paths } = deviceScreens;

/** The device area's screens side by side (spec 3 §2 "devices"), with synchronise beside them. */
export function DeviceTabs({ active }: { active: Tab }) {
  return (
    <ScreenTabs<Tab>
      className="cr-device-tabs"
      testIds="device-tab"
      active={active}
      tabs={[
        { key: 'all', label: 'device.tabAll', to: paths.all.to },
        { key: 'transactions', label: 'device.tabTransactions', to: paths.transactions.to },
        {
          key: 'transfer',
          label: 'device.tabTransfer',
          to: paths.userTransfer.to,
          permission: 'edit device',
        },
        {
          key: 'synchronize',
          label: 'device.tabSynchronize',
          to: paths.synchronize.to,
          permission: 'edit device',
        },
      ]}
    />
  );
}
