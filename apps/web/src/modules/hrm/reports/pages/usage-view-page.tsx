import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EXEMPTION_USAGE_REPORT,
  HRM_REPORT_ENDPOINTS as E,
  LEAVE_USAGE_REPORT,
  MESSAGES,
  SELF_SERVICE_HIDDEN_COLUMNS,
  formatDate,
  hasPermission,
} from '@clockroom/contracts';
import { submit } from '../../../../platform/api/endpoint-client.ts';
import { ReportPage } from '../../../../platform/reports/report-page.tsx';
import { reportQuery } from '../../../../platform/reports/report-query.ts';
import { useReportArea } from '../../../../platform/reports/use-report-area.ts';
import { useReportSearch } from '../../../../platform/reports/use-report-search.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { SearchBox } from '../../../../platform/ui/data-table/search-box.tsx';
import { parseUsageSearch, usageFilter, usagePaths } from '../report-address.ts';
import '../i18n.ts';

/** /{area}/hrm/reports/all: the chosen report, its filter in the address, paged and downloadable. */
export default function UsageViewPage() {
  const { t } = useTranslation();
  const area = useReportArea();
  const mine = area === 'ess';
  const user = useCurrentUser();
  const canExport = mine || hasPermission(user, 'export hrm reports');
  const { search, narrow, pager } = useReportSearch(parseUsageSearch);
  const leave = search.kind !== 'exemption';
  const filter = usageFilter(search);
  const query = { ...filter, page: pager.page, perPage: pager.perPage };
  // One of the four calls: the report's (leave or exemption), HR's or one's own.
  const endpoint = leave ? (mine ? E.myLeave : E.leave) : mine ? E.myExemption : E.exemption;
  const result = useQuery(reportQuery(endpoint, { query }));
  const report = leave ? LEAVE_USAGE_REPORT : EXEMPTION_USAGE_REPORT;
  const data = result.data;
  const period = data
    ? 'year' in data
      ? t('hrmReports.periodYear', { year: data.year })
      : t('hrmReports.periodRange', { start: formatDate(data.start_date), end: formatDate(data.end_date) })
    : undefined;
  const exportAs = (format: 'csv' | 'xlsx' | 'pdf') => {
    const fileQuery = { ...filter, format };
    if (leave) return submit(mine ? E.myLeaveFile : E.leaveFile, { query: fileQuery });
    return submit(mine ? E.myExemptionFile : E.exemptionFile, { query: fileQuery });
  };

  return (
    <ReportPage
      title={mine ? t(leave ? 'hrmReports.myLeaveTitle' : 'hrmReports.myExemptionTitle') : t(report.title)}
      subtitle={period}
      testId="usage"
      clear={{ to: usagePaths(area).generate }}
      exportAs={canExport ? exportAs : undefined}
      toolbar={
        mine ? null : (
          <SearchBox
            value={search.search_query ?? ''}
            onSearch={(text) => narrow({ search_query: text || undefined })}
            placeholder={t('reportKit.search')}
          />
        )
      }
      query={result}
      // Self-service reports are one's own: who is left out.
      columns={report.columns.filter((c) => !(mine && SELF_SERVICE_HIDDEN_COLUMNS.includes(c.key)))}
      rows={data?.reports.map((row, i) => ({ ...row, key: (pager.page - 1) * pager.perPage + i }))}
      total={data?.total ?? 0}
      totals={data?.totals}
      pager={pager}
      empty={MESSAGES.noReportForFilters}
    />
  );
}
