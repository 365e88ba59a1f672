import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, Table, type TableColumnsType } from 'antd';
import { ClearOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MESSAGES,
  ORG_REPORT_COLUMN_LABELS,
  ORG_REPORT_DATE_COLUMNS,
  ORG_REPORT_FORMATS,
  ORG_REPORT_PHONE_COLUMNS,
  displayPhone,
  formatDate,
  hasPermission,
  type OrgReportFormat,
  type OrgReportRow,
  PAGE_SIZE_OPTIONS,
} from '@clockroom/contracts';
import { errorNotice } from '../../../../platform/notify/error-notice.ts';
import { notifyError, notifySuccess } from '../../../../platform/notify/notify.ts';
import { useExport } from '../../../../platform/jobs/use-export.tsx';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { reportPageQuery, requestReportFile } from '../api.ts';
import { REPORT_GENERATE_PATH } from '../paths.ts';
import { parseReportSearch, reportFilter, type ReportFilter, type ReportSearch } from '../report-search.ts';
import '../i18n.ts';
import '../reports.css';

/** Report rows have no id; their position in the whole report is their key. */
type Row = OrgReportRow & { key: number };

function audienceText(filter: ReportFilter, t: TFunction): string {
  if (filter.fetch_by === 'branch') return t('reports.audienceBranch');
  if (filter.fetch_by === 'department') return t('reports.audienceDepartment');
  if (filter.fetch_by === 'employee')
    return t('reports.audienceEmployees', {
      count: ([] as number[]).concat(filter.fetch_by_id ?? []).length,
    });
  return t('reports.audienceAll');
}

function ExportMenu({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation();
  const exporter = useExport();
  const exportAs = async (format: OrgReportFormat) => {
    const outcome = await exporter.start(() => requestReportFile(format, filter));
    if (outcome === 'downloaded') notifySuccess(t('reports.exported', { format: format.toUpperCase() }));
  };
  return (
    <>
      {exporter.progress}
      <Select<OrgReportFormat>
        className="cr-report-export"
        placeholder={
          <span>
            <DownloadOutlined /> {t('reports.exportAs')}
          </span>
        }
        aria-label={t('reports.exportAs')}
        value={null}
        loading={exporter.busy}
        disabled={exporter.busy}
        onChange={(format) => void exportAs(format)}
        options={ORG_REPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
        data-testid="report-export"
      />
    </>
  );
}

/** /admin/organization/reports/view-all: the chosen columns, paged, exportable (spec 1 §2). */
export default function ReportViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canExport = hasPermission(useCurrentUser(), 'export organization reports');
  const search = parseReportSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const filter = reportFilter(search);
  const page = search.page ?? DEFAULT_PAGE;
  const perPage = search.perPage ?? DEFAULT_PAGE_SIZE;
  const result = useQuery(reportPageQuery(filter, page, perPage));

  // Spec 1 §2: without columns there is no report; back to generate with the spec's message.
  useEffect(() => {
    if (filter) return;
    notifyError(new Error(MESSAGES.selectReportFilters));
    void navigate({ to: REPORT_GENERATE_PATH, replace: true });
  }, [filter, navigate]);
  if (!filter) return null;

  const columns: TableColumnsType<Row> = filter.columns.map((c) => ({
    key: c,
    dataIndex: c,
    title: t(ORG_REPORT_COLUMN_LABELS[c]),
    render: (v: string | null) =>
      ORG_REPORT_DATE_COLUMNS.includes(c)
        ? formatDate(v)
        : v === null || v === undefined
          ? t('common.na')
          : ORG_REPORT_PHONE_COLUMNS.includes(c)
            ? displayPhone(v)
            : c === 'exit_reason'
              ? t(v)
              : v,
  }));
  const setPaging = (nextPage: number, nextSize: number) => {
    const next: ReportSearch = {
      ...search,
      page: nextSize !== perPage ? DEFAULT_PAGE : nextPage,
      perPage: nextSize,
    };
    void navigate({ to: '.', search: parseReportSearch({ ...next }) as never });
  };
  const failure = result.isError ? errorNotice(result.error) : null;

  return (
    <>
      <PageHeader
        title={t('reports.viewTitle')}
        subtitle={audienceText(filter, t)}
        extra={
          <>
            <Link to={REPORT_GENERATE_PATH} data-testid="report-clear">
              <Button icon={<ClearOutlined />}>{t('reports.clear')}</Button>
            </Link>
            {canExport ? <ExportMenu filter={filter} /> : null}
          </>
        }
      />
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
        className="cr-report-table"
        data-testid="report-table"
        rowKey="key"
        columns={columns}
        dataSource={(result.data?.results ?? []).map((row, i) => ({ ...row, key: (page - 1) * perPage + i }))}
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
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total, [from, to]) => t('table.total', { from, to, total }),
          onChange: setPaging,
        }}
      />
    </>
  );
}
