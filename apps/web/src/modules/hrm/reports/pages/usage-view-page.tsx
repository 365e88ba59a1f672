import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Table, type TableColumnsType } from 'antd';
import { ClearOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  EXEMPTION_USAGE_COLUMN_LABELS,
  HRM_REPORT_FORMATS,
  LEAVE_USAGE_COLUMN_LABELS,
  MESSAGES,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  formatDate,
  hasPermission,
  type HrmReportFormat,
} from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { useExport } from '../../../../platform/jobs/use-export.tsx';
import { errorNotice } from '../../../../platform/notify/error-notice.ts';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { requestUsageFile, usagePageQuery } from '../api.ts';
import { parseUsageSearch, usageFilter, usagePaths, type UsageSearch } from '../report-address.ts';
import { useReportArea } from '../use-area.ts';
import '../i18n.ts';
import '../reports.css';

type Row = Record<string, string | number | null> & { key: number };

function ExportMenu({ download }: { download: (format: HrmReportFormat) => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Select<HrmReportFormat>
      className="cr-usage-export"
      placeholder={
        <span>
          <DownloadOutlined /> {t('hrmReports.exportAs')}
        </span>
      }
      aria-label={t('hrmReports.exportAs')}
      value={null}
      loading={busy}
      disabled={busy}
      onChange={(format) => {
        setBusy(true);
        void download(format).finally(() => setBusy(false));
      }}
      options={HRM_REPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
      data-testid="usage-export"
    />
  );
}

/** /{area}/hrm/reports/all: the chosen report, its filter in the address, paged and downloadable. */
export default function UsageViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useReportArea();
  const mine = area === 'ess';
  const user = useCurrentUser();
  const canExport = mine || hasPermission(user, 'export hrm reports');
  const search = parseUsageSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const kind = search.kind ?? 'leave';
  const filter = usageFilter(search);
  const page = search.page ?? DEFAULT_PAGE;
  const perPage = search.perPage ?? DEFAULT_PAGE_SIZE;
  const result = useQuery(usagePageQuery(kind, mine, filter, page, perPage));
  const exporter = useExport();

  const go = (next: UsageSearch) =>
    void navigate({ to: '.', search: parseUsageSearch({ ...next }) as never, replace: true });
  const [text, setText] = useState(search.search_query ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed === (search.search_query ?? '')) return;
    go({ ...search, search_query: typed || undefined, page: undefined });
    // Only the typed text starts a new search; the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const labels: Record<string, string> =
    kind === 'leave' ? LEAVE_USAGE_COLUMN_LABELS : EXEMPTION_USAGE_COLUMN_LABELS;
  const keys = Object.keys(labels).filter((k) => !(mine && (k === 'employee_name' || k === 'department')));
  const numeric = (k: string) =>
    !['employee_name', 'department', 'leave_name', 'last_exemption_date'].includes(k);
  const columns: TableColumnsType<Row> = keys.map((k) => ({
    key: k,
    dataIndex: k,
    title: t(labels[k] ?? k),
    align: numeric(k) ? 'right' : undefined,
    render: (v: string | number | null) =>
      k === 'last_exemption_date'
        ? formatDate(v as string | null)
        : v === null || v === ''
          ? t('common.na')
          : v,
  }));

  const data = result.data;
  const period = data
    ? 'year' in data
      ? t('hrmReports.periodYear', { year: data.year })
      : t('hrmReports.periodRange', { start: formatDate(data.start_date), end: formatDate(data.end_date) })
    : undefined;
  const title = t(
    kind === 'leave'
      ? mine
        ? 'hrmReports.myLeaveTitle'
        : 'hrmReports.leaveTitle'
      : mine
        ? 'hrmReports.myExemptionTitle'
        : 'hrmReports.exemptionTitle',
  );
  const download = async (format: HrmReportFormat) => {
    const outcome = await exporter.start(() => requestUsageFile(kind, mine, format, filter));
    if (outcome === 'downloaded') notifySuccess(t('hrmReports.exported', { format: format.toUpperCase() }));
  };
  const failure = result.isError ? errorNotice(result.error) : null;

  return (
    <>
      {exporter.progress}
      <PageHeader
        title={title}
        subtitle={period}
        extra={
          <>
            <Link to={usagePaths(area).generate} data-testid="usage-new">
              <Button icon={<ClearOutlined />}>{t('hrmReports.clear')}</Button>
            </Link>
            {canExport ? <ExportMenu download={download} /> : null}
          </>
        }
      />
      {mine ? null : (
        <div className="cr-usage-toolbar">
          <Input.Search
            allowClear
            value={text}
            placeholder={t('hrmReports.search')}
            aria-label={t('hrmReports.search')}
            onChange={(e) => setText(e.target.value)}
            data-testid="usage-search"
          />
        </div>
      )}
      {failure ? (
        <Alert
          type="error"
          showIcon
          className="cr-mb"
          title={t(failure.title)}
          description={failure.lines.length ? failure.lines.map((l) => t(l)).join('\n') : undefined}
          action={
            <Button size="small" onClick={() => void result.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<Row>
        data-testid="usage-table"
        rowKey="key"
        columns={columns}
        dataSource={((data?.reports ?? []) as unknown as Record<string, string | number | null>[]).map(
          (row, i) => ({ ...row, key: (page - 1) * perPage + i }),
        )}
        loading={result.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: result.isPending ? (
            <div className="cr-table-placeholder" />
          ) : (
            <EmptyState message={MESSAGES.noReportForFilters} />
          ),
        }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total, [from, to]) => t('table.total', { from, to, total }),
          onChange: (nextPage, nextSize) =>
            go({ ...search, page: nextSize !== perPage ? DEFAULT_PAGE : nextPage, perPage: nextSize }),
        }}
      />
    </>
  );
}
