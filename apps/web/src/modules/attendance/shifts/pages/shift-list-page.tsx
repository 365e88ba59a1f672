import { Link } from '@tanstack/react-router';
import { Select, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHIFT_STATUSES, type WorkShiftRow } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { deleteShiftMutation, refreshShifts, shiftListQuery } from '../api.ts';
import { ShiftLinks } from '../components/shift-links.tsx';
import { ShiftRowActions } from '../components/shift-row-actions.tsx';
import { ShiftSwatch } from '../components/shift-swatch.tsx';
import { weekDayNames } from '../components/week-day-checkboxes.tsx';
import { shiftScreens } from '../shifts.routes.tsx';
import '../shifts.css';
import '../i18n.ts';

/** /admin/attendance/workshift/all: the shifts with status filter, search and paging in the URL. */
export default function ShiftListPage() {
  const { t } = useTranslation();
  const remove = useRefreshingWrite(deleteShiftMutation(), refreshShifts);

  const columns: TableColumnsType<WorkShiftRow> = [
    {
      title: t('shifts.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link {...shiftScreens.paths.details(row.id)} data-testid={`shift-link-${row.id}`}>
          <ShiftSwatch color={row.color} />
          {name}
        </Link>
      ),
    },
    {
      title: t('shifts.time'),
      dataIndex: 'shift_range',
      render: (range: string, row) => (
        <>
          {range} {row.overnight ? <Tag color="purple">{t('shifts.overnight')}</Tag> : null}
        </>
      ),
    },
    {
      title: t('shifts.graceShort'),
      dataIndex: 'grace_minutes',
      responsive: ['md'],
      render: (m: number) => t('shifts.minutes', { count: m }),
    },
    {
      title: t('shifts.workDays'),
      dataIndex: 'work_days',
      responsive: ['lg'],
      render: (days: number[]) => weekDayNames(days, t),
    },
    { title: t('shifts.employees'), dataIndex: 'employees_count', align: 'right', responsive: ['sm'] },
    {
      title: t('words.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (s: string) => (
        <Tag color={s === 'active' ? 'green' : 'default'}>{t(`shifts.status.${s}`)}</Tag>
      ),
    },
    {
      title: t('words.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) => (
        <ShiftRowActions shift={row} onDelete={() => remove.mutateAsync(row.id).catch(() => undefined)} />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('shifts.title')} subtitle={t('shifts.subtitle')} extra={<ShiftLinks create />} />
      <DataTable
        testId="shift-table"
        query={shiftListQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('shifts.search')}
        toolbar={({ filters, setFilter }) => (
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('shifts.allStatuses')}
            aria-label={t('words.status')}
            value={filters['status'] ?? null}
            onChange={(v) => setFilter('status', v)}
            options={SHIFT_STATUSES.map((s) => ({ value: s, label: t(`shifts.status.${s}`) }))}
            data-testid="shift-status-filter"
          />
        )}
        empty={<EmptyState message="shifts.empty" />}
        emptyNarrowed={(query, clear) => (
          <EmptyState
            message={query ? t('shifts.emptyFor', { query }) : t('table.noMatches')}
            clear={{ onClick: clear, label: t('shifts.clearSearch'), testId: 'shift-clear-search' }}
          />
        )}
      />
    </>
  );
}
