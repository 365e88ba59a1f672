import { Flex, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { OvertimeRecord } from '@clockroom/contracts';
import { amountText, localDateTimeText } from '../amount-text.ts';
import { ChangedAfterApproval, OvertimeStatusTag } from './overtime-status.tsx';

/**
 * A record's columns (spec 3 §3: name, pin, start_date, end_date, actual_overtime, overtime_in_hour,
 * status; issue 18 §3: amount). On a phone the PIN sits under the name and the hours and minutes
 * fold into one column.
 */
export function recordColumns(t: TFunction): TableColumnsType<OvertimeRecord> {
  return [
    {
      title: t('overtime.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <span className="cr-overtime-person">
          <span data-testid="overtime-name">{name}</span>
          {row.pin ? (
            <span className="cr-muted cr-small cr-overtime-xs">{t('overtime.pinIs', { pin: row.pin })}</span>
          ) : null}
        </span>
      ),
    },
    {
      title: t('overtime.pin'),
      dataIndex: 'pin',
      responsive: ['sm'],
      render: (pin: string | null) => pin ?? <span className="cr-muted">—</span>,
    },
    {
      title: t('overtime.start'),
      dataIndex: 'start_date',
      render: (v: string) => <span className="cr-overtime-nowrap">{localDateTimeText(v)}</span>,
    },
    {
      title: t('overtime.end'),
      dataIndex: 'end_date',
      responsive: ['md'],
      render: (v: string) => <span className="cr-overtime-nowrap">{localDateTimeText(v)}</span>,
    },
    {
      title: t('overtime.minutes'),
      dataIndex: 'actual_overtime',
      align: 'right',
      responsive: ['md'],
      render: (v: number) => <span data-testid="overtime-minutes">{v}</span>,
    },
    {
      title: t('overtime.hours'),
      dataIndex: 'overtime_in_hour',
      align: 'right',
      render: (v: string, row) => (
        <span data-testid="overtime-hours" title={t('overtime.minutesCount', { count: row.actual_overtime })}>
          {v}
        </span>
      ),
    },
    {
      title: t('overtime.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => (
        <span className="cr-money cr-overtime-nowrap" data-testid="overtime-amount">
          {amountText(v)}
        </span>
      ),
    },
    {
      title: t('overtime.status'),
      dataIndex: 'status',
      render: (_v, row) => (
        <Flex gap={4} wrap>
          <OvertimeStatusTag record={row} />
          {row.changed_after_approval ? <ChangedAfterApproval change={row.changed_after_approval} /> : null}
        </Flex>
      ),
    },
  ];
}
