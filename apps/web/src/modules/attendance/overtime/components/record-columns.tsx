import { Flex, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { OvertimeRecord } from '@clockroom/contracts';
import { amountText, localDateTimeText } from '../amount-text.ts';
import { ChangedAfterApproval, OvertimeStatusTag } from './overtime-status.tsx';

/**
 * A record's columns (spec 3 §3: name, pin, start_date, end_date, actual_overtime, overtime_in_hour,
 * status; issue 18 §3: amount): the PIN under the name and the start and end as one period, so the
 * status and actions fit beside the sidebar. On a phone the figures sit under the name.
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
            <span className="cr-muted cr-small">{t('overtime.pinIs', { pin: row.pin })}</span>
          ) : null}
          <PhoneSummary row={row} t={t} />
        </span>
      ),
    },
    {
      title: t('overtime.period'),
      key: 'period',
      responsive: ['sm'],
      render: (_v, row) => (
        <span className="cr-overtime-nowrap" data-testid="overtime-period">
          <span>{localDateTimeText(row.start_date)}</span>
          {' – '}
          <span>{endText(row.start_date, row.end_date)}</span>
        </span>
      ),
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
      responsive: ['sm'],
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
      responsive: ['sm'],
      render: (v: string) => (
        <span className="cr-money cr-overtime-nowrap" data-testid="overtime-amount">
          {amountText(v)}
        </span>
      ),
    },
    {
      title: t('overtime.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (_v, row) => (
        <Flex gap={4} vertical align="flex-start">
          <OvertimeStatusTag record={row} />
          {row.changed_after_approval ? <ChangedAfterApproval change={row.changed_after_approval} /> : null}
        </Flex>
      ),
    },
  ];
}

/** Below 576 px the other columns leave: the record's figures go under the name instead. */
function PhoneSummary({ row, t }: { row: OvertimeRecord; t: TFunction }) {
  return (
    <span className="cr-overtime-xs">
      {/* The day, then the times: short lines, so the name column stays narrow beside the actions. */}
      <span>{localDateTimeText(row.start_date).slice(0, 10)}</span>
      <span>
        {localDateTimeText(row.start_date).slice(11)} – {endText(row.start_date, row.end_date)}
      </span>
      <span>
        {t('overtime.hoursValue', { hours: row.overtime_in_hour })} ·{' '}
        <span className="cr-money">{amountText(row.amount)}</span>
      </span>
      <Flex gap={4} wrap>
        <OvertimeStatusTag record={row} testId="overtime-status-xs" />
        {row.changed_after_approval ? (
          <ChangedAfterApproval change={row.changed_after_approval} testId="overtime-changed-xs" />
        ) : null}
      </Flex>
    </span>
  );
}

/** The end's time alone when it falls on the start's day ("17:30 – 18:40"), else its date too. */
function endText(start: string, end: string): string {
  const full = localDateTimeText(end);
  return start.slice(0, 10) === end.slice(0, 10) ? full.slice(11) : full;
}
