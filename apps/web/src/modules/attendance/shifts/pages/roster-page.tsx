import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, DatePicker, Dropdown, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  PAGE_SIZE_OPTIONS,
  ROSTER_FORMATS,
  hasPermission,
  type RosterCell,
  type RosterPerson,
} from '@clockroom/contracts';
import { useExport } from '../../../../platform/jobs/use-export.tsx';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { SearchBox } from '../../../../platform/ui/data-table/search-box.tsx';
import {
  listPaging,
  withFilter,
  withPaging,
  withSearchText,
} from '../../../../platform/ui/data-table/list-search.ts';
import { useListSearch } from '../../../../platform/ui/data-table/use-list-search.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { requestRosterFile, rosterQuery } from '../api.ts';
import { RosterCellView } from '../components/roster-cell.tsx';
import { rosterRange } from '../components/roster-range.ts';
import { ShiftSelect } from '../components/shift-filter.tsx';
import { shiftScreens } from '../shifts.routes.tsx';
import '../shifts.css';
import '../i18n.ts';

type Row = RosterPerson & { cells: (RosterCell | undefined)[] };

/**
 * /admin/attendance/workshift/roaster (and /roster): employees × dates with each day's shift
 * (ADR 27). Dates, search, shift filter and page live in the URL.
 */
export default function RosterPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search, setSearch] = useListSearch();
  const { page, perPage, search: text } = listPaging(search);
  const range = rosterRange(search['date_from'], search['date_to']);
  const shiftId = search['work_shift_id'];
  const filter = {
    date_from: range.from,
    date_to: range.to,
    ...(text ? { search_query: text } : {}),
    ...(shiftId ? { work_shift_id: String(shiftId) } : {}),
  };
  const roster = useQuery({
    ...rosterQuery({ ...filter, page, perPage }),
    placeholderData: keepPreviousData,
  });
  const exporter = useExport();

  const dates = roster.data?.rosterDates ?? [];
  const rows: Row[] = (roster.data?.employees ?? []).map((p, i) => ({
    ...p,
    cells: dates.map((d) => d.employees[i]),
  }));
  const columns: TableColumnsType<Row> = [
    {
      title: t('roster.employee'),
      dataIndex: 'employee_name',
      fixed: 'left',
      width: 160,
      render: (name: string, row) => (
        <span className="cr-roster-cell">
          <span>{name}</span>
          <small>{row.pin ?? ''}</small>
        </span>
      ),
    },
    ...dates.map((d, i) => ({
      key: d.date,
      title: (
        <span
          className={d.holiday ? 'cr-roster-head-holiday' : undefined}
          title={d.holiday ? t('roster.holiday', { name: d.holiday }) : undefined}
        >
          {t(`shifts.day.${d.weekday}`)} {dayjs(d.date).format('DD/MM')}
        </span>
      ),
      render: (_v: unknown, row: Row) => (
        <RosterCellView cell={row.cells[i]} testId={`roster-cell-${row.id}-${d.date}`} />
      ),
    })),
  ];

  return (
    <>
      {exporter.progress}
      <PageHeader
        back
        title={t('roster.title')}
        subtitle={t('roster.subtitle')}
        extra={
          <>
            <Dropdown
              menu={{
                items: ROSTER_FORMATS.map((f) => ({ key: f, label: f.toUpperCase() })),
                onClick: ({ key }) =>
                  void exporter
                    .start(() => requestRosterFile(key as (typeof ROSTER_FORMATS)[number], filter))
                    .then((outcome) => {
                      if (outcome === 'downloaded')
                        notifySuccess(t('roster.exported', { format: key.toUpperCase() }));
                    }),
              }}
            >
              <Button icon={<DownloadOutlined />} loading={exporter.busy} data-testid="roster-export">
                {t('roster.export')}
              </Button>
            </Dropdown>
            {hasPermission(user, 'manage rosters') ? (
              <Link {...shiftScreens.paths.rosterCreate}>
                <Button tabIndex={-1} type="primary" icon={<EditOutlined />} data-testid="roster-edit">
                  {t('roster.edit')}
                </Button>
              </Link>
            ) : null}
          </>
        }
      />
      <div className="cr-shift-toolbar">
        <DatePicker.RangePicker
          format={DATE_DISPLAY_FORMAT}
          allowClear={false}
          aria-label={t('roster.range')}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(v) => {
            if (!v?.[0] || !v[1]) return;
            const next = withFilter(search, 'date_from', v[0].format(DATE_VALUE_FORMAT));
            setSearch(withFilter(next, 'date_to', v[1].format(DATE_VALUE_FORMAT)));
          }}
          data-testid="roster-range"
        />
        <ShiftSelect
          allowClear
          placeholder="roster.allShifts"
          value={shiftId ? Number(shiftId) : null}
          onChange={(id) => setSearch(withFilter(search, 'work_shift_id', id))}
          testId="roster-shift-filter"
        />
        <SearchBox
          value={text}
          placeholder={t('roster.search')}
          onSearch={(next) => setSearch(withSearchText(search, next), true)}
        />
      </div>
      {roster.isError ? (
        <PageError error={roster.error} onRetry={() => void roster.refetch()} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="small"
          bordered
          data-testid="roster-grid"
          columns={columns}
          dataSource={rows}
          loading={roster.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: roster.isPending ? (
              <div className="cr-table-placeholder" />
            ) : (
              <EmptyState message="roster.empty" />
            ),
          }}
          pagination={{
            current: page,
            pageSize: perPage,
            total: roster.data?.total ?? 0,
            showSizeChanger: true,
            showQuickJumper: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showTotal: (total, [a, b]) => t('table.total', { from: a, to: b, total }),
            onChange: (p, size) => setSearch(withPaging(search, p, size)),
          }}
        />
      )}
      <div className="cr-roster-legend">
        <span>{t('roster.legendAssigned')}</span>
        <span className="cr-roster-rostered">{t('roster.legendRostered')}</span>
        <span className="cr-roster-off">
          {t('roster.off')} / {t('roster.dayOff')}
        </span>
      </div>
    </>
  );
}
