import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Pagination } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE_REPORT_FORMATS,
  ATTENDANCE_REPORT_MESSAGES as M,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  formatDate,
  hasPermission,
} from '@clockroom/contracts';
import { ExportAsSelect } from '../../../../platform/jobs/export-as-select.tsx';
import { errorNotice } from '../../../../platform/notify/error-notice.ts';
import { notifyError, notifySuccess } from '../../../../platform/notify/notify.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { reportPageQuery, requestReportFile } from '../api.ts';
import { ReportTables } from '../components/report-tables.tsx';
import { ReportToolbar } from '../components/report-toolbar.tsx';
import {
  attendanceReportPaths,
  parseAttendanceReportSearch,
  reportRequest,
  type AttendanceReportSearch,
} from '../report-address.ts';
import { useReportArea } from '../use-area.ts';
import '../i18n.ts';
import '../reports.css';

/**
 * /admin/attendance/reports/all and /ess/attendance/reports/report (spec 3 §2): the chosen report's
 * tables, its date range, Clear and Export As. Everything is in the address, so it reloads and can
 * be shared; without a report in it the user goes back to generate (spec 3 §8).
 */
export default function ReportViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useReportArea();
  const mine = area === 'ess';
  const paths = attendanceReportPaths(area);
  const user = useCurrentUser();
  const canExport = mine || hasPermission(user, 'export attendance reports');
  const search = parseAttendanceReportSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const request = reportRequest(search, mine);
  const page = search.page ?? DEFAULT_PAGE;
  const perPage = search.perPage ?? DEFAULT_PAGE_SIZE;
  const result = useQuery(reportPageQuery(request, mine, page, perPage));

  useEffect(() => {
    if (request) return;
    notifyError(new Error(t(M.selectFilters)));
    void navigate({ to: paths.generate, replace: true });
    // Once, when the address names no report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request === null]);
  if (!request) return null;

  const go = (next: AttendanceReportSearch) =>
    void navigate({ to: '.', search: parseAttendanceReportSearch({ ...next }) as never, replace: true });
  const failure = result.isError ? errorNotice(result.error) : null;
  const notes = [
    request.exclude_weekend ? t('attendanceReports.noWeekends') : null,
    request.exclude_public_holiday ? t('attendanceReports.noHolidays') : null,
    request.branch_id || request.department_id || request.employee_id
      ? t('attendanceReports.narrowed')
      : null,
  ].filter(Boolean);
  const period = t('attendanceReports.period', {
    from: formatDate(request.date_from),
    to: formatDate(request.date_to),
  });

  return (
    <>
      <PageHeader
        title={t(`attendanceReports.title.${request.type}`)}
        subtitle={<span data-testid="att-report-period">{[period, ...notes].join(' · ')}</span>}
        extra={
          <>
            <Link to={paths.generate} search={{ type: request.type } as never} data-testid="att-report-clear">
              <Button icon={<ClearOutlined />}>{t('attendanceReports.clear')}</Button>
            </Link>
            {canExport ? (
              <ExportAsSelect
                formats={ATTENDANCE_REPORT_FORMATS}
                label={t('attendanceReports.exportAs')}
                request={(format) => requestReportFile(request, mine, format)}
                onOutcome={(outcome, format) => {
                  if (outcome === 'downloaded')
                    notifySuccess(t('attendanceReports.exported', { format: format.toUpperCase() }));
                }}
                className="cr-att-report-export"
                testId="att-report-export"
              />
            ) : null}
          </>
        }
      />
      <ReportToolbar search={search} searchable={!mine} go={go} />
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
      <ReportTables
        type={request.type}
        page={result.data}
        loading={result.isFetching}
        pager={
          <Pagination
            className="cr-att-report-pager"
            current={page}
            pageSize={perPage}
            total={result.data?.total ?? 0}
            showSizeChanger
            showQuickJumper
            pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
            showTotal={(total, [from, to]) => t('table.total', { from, to, total })}
            onChange={(nextPage, nextSize) =>
              go({ ...search, page: nextSize !== perPage ? DEFAULT_PAGE : nextPage, perPage: nextSize })
            }
            data-testid="att-report-pager"
          />
        }
      />
    </>
  );
}
