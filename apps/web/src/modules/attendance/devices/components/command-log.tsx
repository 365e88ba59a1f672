import { type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceCommandRow } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { transactionCommandsQuery } from '../api.ts';
import { CommandStatusTag, ReturnCode } from './command-status.tsx';

/**
 * One transaction's commands with each result: status, return code in words, what the device said.
 * Read again every few seconds while any command still waits on a device.
 */
export function CommandLog({ transactionId, pending }: { transactionId: number; pending: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DeviceCommandRow> = [
    {
      title: t('device.device'),
      dataIndex: 'device_name',
      render: (v: string, r) => (
        <span className="cr-device-name">
          <span>{v}</span>
          <span className="cr-muted">{r.serial_number}</span>
        </span>
      ),
    },
    {
      title: t('device.command'),
      dataIndex: 'command',
      // Tabs separate the fields of a command; shown as spaces.
      render: (v: string) => <code className="cr-device-command">{v.replace(/\t/g, '  ')}</code>,
    },
    {
      title: t('words.status'),
      dataIndex: 'status',
      render: (v: DeviceCommandRow['status']) => <CommandStatusTag status={v} />,
    },
    {
      title: t('device.returnCode'),
      dataIndex: 'return_code',
      render: (v: number | null) => <ReturnCode code={v} />,
    },
    {
      title: t('device.result'),
      dataIndex: 'result',
      responsive: ['md'],
      render: (v: string | null) =>
        v ? <code className="cr-device-result">{v}</code> : <span className="cr-muted">—</span>,
    },
    {
      title: t('device.createdAt'),
      dataIndex: 'done_at',
      responsive: ['lg'],
      render: (v: string | null, r) => <DateTimeText value={v ?? r.sent_at} empty="—" />,
    },
  ];
  return (
    <DataTable
      testId="device-command-log"
      query={(params) => transactionCommandsQuery(transactionId, params, pending)}
      columns={columns}
      rowKey="id"
    />
  );
}
