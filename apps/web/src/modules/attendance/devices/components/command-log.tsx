import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceCommandRow } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { refreshTransactionCommands, transactionCommandsQuery } from '../api.ts';
import { CommandStatusTag, ReturnCode } from './command-status.tsx';

/**
 * One transaction's commands with each result: status, return code in words, what the device said.
 * Read again every few seconds while any command still waits on a device.
 */
export function CommandLog({ transactionId, pending }: { transactionId: number; pending: boolean }) {
  const { t } = useTranslation();
  useReadAgainWhenDone(transactionId, pending);
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

/**
 * The transaction's state and its commands are two reads, each polled while pending. The read that
 * finds the transaction done can come after the commands' last poll (on PostgreSQL the device's
 * answers land between the two), which would leave the commands as they were; so they are read once
 * more when the transaction stops pending.
 */
function useReadAgainWhenDone(transactionId: number, pending: boolean): void {
  const queryClient = useQueryClient();
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) void refreshTransactionCommands(queryClient, transactionId);
    wasPending.current = pending;
  }, [pending, queryClient, transactionId]);
}
