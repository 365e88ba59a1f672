import type { ReactNode } from 'react';
import { Alert, Button, Pagination } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, type ReportColumn, type ReportFormat } from '@clockroom/contracts';
import type { ExportAnswer } from '../jobs/export-answer.ts';
import { errorNotice } from '../notify/error-notice.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { ExportMenu } from './export-menu.tsx';
import { ReportTable, type CellRender, type ReportRow, type ReportTableProps } from './report-table.tsx';
import type { ReportPager } from './use-report-search.ts';
import './i18n.ts';
import './reports.css';

/** Rows under a heading: a person's days, a date's people (attendance). */
export interface ReportGroup {
  key: string;
  heading: ReactNode;
  rows: readonly ReportRow[];
}

export interface ReportPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Prefixes the test ids: `<id>-table` (or `-tables`, `-group`, `-heading`), `-export`, `-clear`. */
  testId: string;
  /** Where Clear goes: the report's generate screen. */
  clear: { to: string; search?: Record<string, unknown> };
  /** Requests the file of the report on screen; absent without the permission to export. */
  exportAs?: ((format: ReportFormat) => Promise<ExportAnswer>) | undefined;
  /** The view's own filters (a range, a grouping, a search), written to the address. */
  toolbar?: ReactNode;
  /** The data call's state. */
  query: { isFetching: boolean; error: unknown; refetch: () => unknown };
  columns: readonly ReportColumn[];
  /** One table of rows, or tables under headings; undefined until the first page arrives. */
  rows?: readonly ReportRow[] | undefined;
  groups?: readonly ReportGroup[] | undefined;
  /** Rows (or groups) in the whole report, for the pager. */
  total: number;
  totals?: Record<string, number> | undefined;
  pager: ReportPager;
  /** The empty state's text (a translation key or the spec's words). */
  empty: string;
  cells?: Partial<Record<string, CellRender>>;
  sortable?: readonly string[];
}

/**
 * One report view (ADR 34): the title, Clear and Export As; the view's filters; the failure with its
 * retry; the table built from the report's columns (or one per group) with its totals; the pager.
 */
export function ReportPage(props: ReportPageProps) {
  const { t } = useTranslation();
  const { title, subtitle, testId, clear, exportAs, toolbar, query, columns, rows, groups, pager } = props;
  const failure = query.error ? errorNotice(query.error) : null;
  const loading = query.isFetching;
  const empty = <EmptyState message={props.empty} />;
  const table = (shown: readonly ReportRow[], more: Partial<ReportTableProps> = {}) => (
    <ReportTable
      columns={columns}
      rows={shown}
      cells={props.cells}
      sortable={props.sortable}
      loading={loading}
      size={groups ? 'small' : undefined}
      {...more}
    />
  );
  const body = groups ? (
    groups.length > 0 ? (
      <div className="cr-report-groups" data-testid={`${testId}-tables`}>
        {groups.map((g, i) => (
          <section key={g.key} className="cr-report-group" data-testid={`${testId}-group`}>
            {g.heading ? (
              <h2 className="cr-report-heading" data-testid={`${testId}-heading`}>
                {g.heading}
              </h2>
            ) : null}
            {/* The report's totals are over all of it: under the last table. */}
            {table(g.rows, i === groups.length - 1 ? { totals: props.totals } : {})}
          </section>
        ))}
      </div>
    ) : (
      <div className="cr-report-group" data-testid={`${testId}-empty`}>
        {loading ? table([]) : empty}
      </div>
    )
  ) : (
    // Until the first page arrives the table keeps its place; then an empty report says so in it.
    table(rows ?? [], {
      testId: `${testId}-table`,
      totals: props.totals,
      empty: rows || failure ? empty : undefined,
    })
  );

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          <>
            <Link to={clear.to} search={clear.search as never} data-testid={`${testId}-clear`}>
              <Button icon={<ClearOutlined />}>{t('reportKit.clear')}</Button>
            </Link>
            {exportAs ? <ExportMenu request={exportAs} testId={`${testId}-export`} /> : null}
          </>
        }
      />
      {toolbar ? <div className="cr-report-toolbar">{toolbar}</div> : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          className="cr-mb"
          title={t(failure.title)}
          description={failure.lines.length ? failure.lines.map((l) => t(l)).join('\n') : undefined}
          action={
            <Button size="small" onClick={() => void query.refetch()} data-testid={`${testId}-retry`}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      {body}
      {props.total > 0 ? (
        <Pagination
          className="cr-report-pager"
          current={pager.page}
          pageSize={pager.perPage}
          total={props.total}
          showSizeChanger
          showQuickJumper
          pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
          showTotal={(total, [from, to]) => t('table.total', { from, to, total })}
          onChange={pager.onChange}
          data-testid={`${testId}-pager`}
        />
      ) : null}
    </>
  );
}
