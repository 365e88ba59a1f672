import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE_REPORT_ENDPOINTS as E,
  ATTENDANCE_REPORT_MESSAGES as M,
  ATTENDANCE_REPORT_WORDS,
  formatDate,
  hasPermission,
} from '@clockroom/contracts';
import { submit } from '../../../../platform/api/endpoint-client.ts';
import { notifyError } from '../../../../platform/notify/notify.ts';
import { ReportPage } from '../../../../platform/reports/report-page.tsx';
import { reportQuery } from '../../../../platform/reports/report-query.ts';
import { useReportArea } from '../../../../platform/reports/use-report-area.ts';
import { useReportSearch } from '../../../../platform/reports/use-report-search.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ReportToolbar } from '../components/report-toolbar.tsx';
import { ViewReason } from '../components/view-reason.tsx';
import { attendanceReportPaths, parseAttendanceReportSearch, reportRequest } from '../report-address.ts';
import { reportColumns, reportSections, sortableOf } from '../report-columns.ts';
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
  const { search, narrow, pager } = useReportSearch(parseAttendanceReportSearch);
  const request = reportRequest(search, mine);
  const input = request && {
    params: { type: request.type },
    body: { ...request, page: pager.page, perPage: pager.perPage },
  };
  const result = useQuery(reportQuery(mine ? E.myReport : E.report, input));

  useEffect(() => {
    if (request) return;
    notifyError(new Error(t(M.selectFilters)));
    void navigate({ to: paths.generate, replace: true });
    // Once, when the address names no report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request === null]);
  if (!request) return null;

  const { type } = request;
  const sections = result.data ? reportSections(result.data, type) : undefined;
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
    <ReportPage
      title={t(`${ATTENDANCE_REPORT_WORDS.namespace}.title_${type}`)}
      subtitle={<span data-testid="att-report-period">{[period, ...notes].join(' · ')}</span>}
      testId="att-report"
      clear={{ to: paths.generate, search: { type } }}
      exportAs={
        canExport
          ? (format) => submit(mine ? E.myDownload : E.download, { params: { type, format }, body: request })
          : undefined
      }
      toolbar={<ReportToolbar search={search} searchable={!mine} narrow={narrow} />}
      query={result}
      columns={reportColumns(
        type,
        result.data?.group_by ?? 'employee',
        sections?.flatMap((s) => s.rows) ?? [],
      )}
      groups={sections?.map((s) => ({
        key: s.key,
        rows: s.rows,
        heading: !s.heading
          ? null
          : 'employee' in s.heading
            ? t('attendanceReports.employeeHeading', s.heading.employee)
            : t(`attendanceReports.heading.${type}`, { date: formatDate(s.heading.date) }),
      }))}
      total={result.data?.total ?? 0}
      totals={result.data?.totals}
      pager={pager}
      empty={`attendanceReports.empty.${type}`}
      sortable={sortableOf(type)}
      cells={{
        // Clock out: a 'View reason' link follows it when the day has an exemption reason (spec 1 §2).
        clockout_readable: (text, _v, row) => {
          const reason = row['exemption_reason'];
          if (typeof reason !== 'string' || reason === '' || reason === 'NA') return text;
          return (
            <span className="cr-att-report-clockout">
              {text}
              <ViewReason reason={reason} date={String(row['checkdate'] ?? '')} />
            </span>
          );
        },
        clocktype: (text) => t(`attendanceReports.clockType.${text}`, { defaultValue: text }),
        status: (text) => t(`attendanceReports.status.${text}`, { defaultValue: text }),
      }}
    />
  );
}
