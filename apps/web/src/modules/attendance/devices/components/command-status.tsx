import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandStatus, DeviceTransaction } from '@clockroom/contracts';

const COLOURS: Record<CommandStatus, string> = {
  queued: 'default',
  sent: 'blue',
  succeeded: 'green',
  failed: 'red',
};

export function CommandStatusTag({ status }: { status: CommandStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="command-status" data-status={status}>
      {t(`device.status.${status}`)}
    </Tag>
  );
}

const KNOWN = new Set([-1, -2, -10, -1002, -1004, -1005]);

/** A device's return code in words (ZKTECO-PUSH.md); the raw code stays beside it. */
export function ReturnCode({ code }: { code: number | null }) {
  const { t } = useTranslation();
  if (code === null) return <span className="cr-muted">—</span>;
  const meaning =
    code === 0
      ? t('device.code.ok')
      : code > 0
        ? t('device.code.records', { count: code })
        : KNOWN.has(code)
          ? t(`device.code.${code}`)
          : t('device.code.failed');
  return (
    <span data-testid="command-return-code">
      {meaning} <span className="cr-muted">({code})</span>
    </span>
  );
}

const TX_COLOURS: Record<DeviceTransaction['state'], string> = {
  pending: 'gold',
  completed: 'green',
  failed: 'red',
};

export function TransactionStateTag({ state }: { state: DeviceTransaction['state'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={TX_COLOURS[state]} data-testid="transaction-state" data-state={state}>
      {t(`device.txState.${state}`)}
    </Tag>
  );
}
