import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SALARY_SCHEDULE_MESSAGES as M, type VarianceRow } from '@clockroom/contracts';
import { ApiError } from '../../../../platform/api/api-error.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { varianceQuery } from '../api.ts';
import { useMoneyText } from '../../reports/money-text.ts';
import type { ScheduleFilter } from '../schedule-search.ts';
import { WhoCell } from './schedule-table.tsx';

const periodOf = (month: number, year: number, format: (m: number) => string) => `${format(month)} ${year}`;

/**
 * Run-over-run variance (issue 19, ADR 41): each employee's net pay last month and this month, the
 * difference and why it moved, as tags. "Changed only" leaves out who was paid the same for the
 * same reasons.
 */
export function VarianceTable({
  filter,
  monthName,
}: {
  filter: ScheduleFilter;
  monthName: (m: number) => string;
}) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const [changedOnly, setChangedOnly] = useState(true);
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const q = useQuery({
    ...varianceQuery({ ...filter, changed_only: changedOnly }, paging),
    placeholderData: keepPreviousData,
  });
  if (q.isError) {
    const notRun = q.error instanceof ApiError && q.error.message === M.varianceNotRun;
    return notRun ? (
      <EmptyState message={t(M.varianceNotRun)} />
    ) : (
      <PageError error={q.error} onRetry={() => void q.refetch()} />
    );
  }
  const data = q.data;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const netOf = (text: string | null) =>
    text === null ? <span className="cr-muted">{t('salarySchedule.notPaid')}</span> : money.naira(text);
  const period = periodOf(data.month, data.year, monthName);
  const previous = periodOf(data.previous_month, data.previous_year, monthName);
  // Everyone paid the same for the same reasons is a finding, not an empty selection.
  const empty =
    changedOnly && data.employees > 0
      ? t('salarySchedule.noChange', { period, previous, count: data.employees })
      : t('salarySchedule.noVariance');
  const columns: TableColumnsType<VarianceRow> = [
    {
      title: t('salarySchedule.employee'),
      key: 'name',
      render: (_v, row) => <WhoCell row={row} />,
    },
    {
      title: t('salarySchedule.previousNet'),
      key: 'previous',
      align: 'right',
      responsive: ['md'],
      render: (_v, row) => netOf(row.previous_net),
    },
    {
      title: t('salarySchedule.currentNet'),
      key: 'current',
      align: 'right',
      responsive: ['md'],
      render: (_v, row) => netOf(row.current_net),
    },
    {
      title: t('salarySchedule.difference'),
      key: 'difference',
      align: 'right',
      render: (_v, row) => (
        <span
          className={row.difference.startsWith('-') ? 'cr-schedule-down' : undefined}
          data-testid={`variance-difference-${row.employee_id}`}
        >
          {money.naira(row.difference)}
        </span>
      ),
    },
    {
      title: t('salarySchedule.reasons'),
      key: 'reasons',
      render: (_v, row) => (
        <Flex gap={4} wrap data-testid={`variance-reasons-${row.employee_id}`}>
          {row.reasons.map((r) => (
            <Tag key={r} bordered={false}>
              {t(`salarySchedule.reason.${r}`)}
            </Tag>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <div className="cr-panel-stack">
      <Flex gap={12} wrap justify="space-between" align="center">
        <span className="cr-muted" data-testid="variance-summary">
          {t('salarySchedule.varianceOf', { period, previous, changed: data.changed, total: data.employees })}{' '}
          · {money.naira(data.previous_net)} → {money.naira(data.current_net)} ({money.naira(data.difference)}
          )
        </span>
        <label className="cr-schedule-switch">
          <Switch
            checked={changedOnly}
            onChange={(on) => {
              setChangedOnly(on);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            data-testid="variance-changed-only"
          />{' '}
          {t('salarySchedule.changedOnly')}
        </label>
      </Flex>
      <Table<VarianceRow>
        rowKey="employee_id"
        size="middle"
        columns={columns}
        dataSource={data.results}
        loading={q.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState message={empty} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.perPage,
          total: data.total,
          showSizeChanger: true,
          onChange: (page, perPage) => setPaging({ page: perPage === paging.perPage ? page : 1, perPage }),
        }}
        data-testid="variance-table"
      />
    </div>
  );
}
