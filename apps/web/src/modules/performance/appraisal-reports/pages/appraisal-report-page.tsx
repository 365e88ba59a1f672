import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Segmented } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APPRAISAL_REPORT_COLUMNS,
  APPRAISAL_REPORT_VIEW_COLUMNS,
  columnTotals,
  hasPermission,
  pickColumns,
} from '@clockroom/contracts';
import { errorNotice } from '../../../../platform/notify/error-notice.ts';
import { ExportMenu } from '../../../../platform/reports/export-menu.tsx';
import { ReportTable, type ReportRow } from '../../../../platform/reports/report-table.tsx';
import { useReportSearch } from '../../../../platform/reports/use-report-search.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { appraisalReportQuery, exportAppraisalReport } from '../api.ts';
import { ReportFilters } from '../components/report-filters.tsx';
import { ReportLinks } from '../components/report-links.tsx';
import { GapPanel, GradeChart } from '../components/report-summary.tsx';
import { parseAppraisalReportSearch } from '../search.ts';
import '../i18n.ts';
import '../appraisal-reports.css';
import '../../../../platform/reports/reports.css';

// Written as data, not a typed literal: a page's literal address would tie its type to the route tree it is in.
const GENERATE = '/admin/performance/report/generate';

/**
 * /admin/performance/report/appraisal-report: the grade distribution as a chart, self against
 * appraiser, and the scores by department or branch (the table in the address), with its file.
 */
export default function AppraisalReportPage(): ReactElement {
  const { t } = useTranslation();
  const { search, narrow, go } = useReportSearch(parseAppraisalReportSearch);
  const report = useQuery(appraisalReportQuery(search));
  const view = search.view ?? 'departments';
  const columns = pickColumns(APPRAISAL_REPORT_COLUMNS, APPRAISAL_REPORT_VIEW_COLUMNS[view]);
  const data = report.data;
  const rows: ReportRow[] =
    (view === 'branches' ? data?.by_branch : data?.by_department)?.map((r, i) => ({
      ...r,
      key: r.id ?? `none-${i}`,
    })) ?? [];
  const canExport =
    hasPermission(useCurrentUser(), 'view appraisals') && search.general_setting_id !== undefined;
  const failure = report.error ? errorNotice(report.error) : null;
  const none = t(
    view === 'branches' ? 'appraisal_report_words.no_branch' : 'appraisal_report_words.no_department',
  );
  return (
    <>
      <PageHeader
        title={t('apprRep.reportTitle')}
        subtitle={t('apprRep.reportSubtitle')}
        extra={
          <>
            <Link to={GENERATE as never} data-testid="appraisal-report-clear">
              <Button icon={<ClearOutlined />}>{t('reportKit.clear')}</Button>
            </Link>
            {canExport ? (
              <ExportMenu request={exportAppraisalReport(search, view)} testId="appraisal-report-export" />
            ) : null}
          </>
        }
      />
      <div className="cr-report-toolbar">
        <ReportFilters search={search} narrow={narrow} testId="appraisal-report-filters" />
        <ReportLinks search={search} />
      </div>
      {failure ? (
        <Alert
          type="error"
          showIcon
          className="cr-mb"
          title={t(failure.title)}
          description={failure.lines.map((l) => t(l)).join('\n') || undefined}
          action={
            <Button size="small" onClick={() => void report.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      {!data ? (
        failure ? null : (
          <PageLoading />
        )
      ) : data.employees.length === 0 ? (
        <EmptyState message={t('apprRep.empty')} />
      ) : (
        <>
          <div className="cr-apprrep-grid">
            <GradeChart report={data} />
            <GapPanel report={data} />
          </div>
          <Panel
            title={
              <Segmented
                value={view}
                onChange={(v) => go({ ...search, view: v === 'branches' ? 'branches' : undefined })}
                options={[
                  { value: 'departments', label: t('apprRep.byDepartment') },
                  { value: 'branches', label: t('apprRep.byBranch') },
                ]}
                data-testid="appraisal-report-view"
              />
            }
            testId="appraisal-report-table-panel"
          >
            <ReportTable
              columns={columns}
              rows={rows}
              totals={columnTotals(columns, rows)}
              loading={report.isFetching}
              testId="appraisal-report-table"
              cells={{ name: (text, _v, row) => (row['id'] === null ? none : text) }}
            />
          </Panel>
        </>
      )}
    </>
  );
}
