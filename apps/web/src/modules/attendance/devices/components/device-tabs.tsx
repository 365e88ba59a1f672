import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { deviceScreens } from '../devices.routes.tsx';

type Tab = 'all' | 'transactions' | 'transfer' | 'synchronize';

/** The device area's screens side by side (spec 3 §2 "devices"), with synchronise beside them. */
export function DeviceTabs({ active }: { active: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canEdit = hasPermission(user, 'edit device');
  const tabs: { key: Tab; label: string; to: string }[] = [
    { key: 'all', label: t('device.tabAll'), to: deviceScreens.paths.all.to },
    { key: 'transactions', label: t('device.tabTransactions'), to: deviceScreens.paths.transactions.to },
    ...(canEdit
      ? [
          {
            key: 'transfer' as const,
            label: t('device.tabTransfer'),
            to: deviceScreens.paths.userTransfer.to,
          },
          {
            key: 'synchronize' as const,
            label: t('device.tabSynchronize'),
            to: deviceScreens.paths.synchronize.to,
          },
        ]
      : []),
  ];
  return (
    <Tabs
      className="cr-device-tabs"
      activeKey={active}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`device-tab-${tab.key}`}>{tab.label}</span>,
      }))}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) void navigate({ to: tab.to });
      }}
    />
  );
}
