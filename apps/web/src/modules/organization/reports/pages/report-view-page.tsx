import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  MESSAGES,
  ORG_REPORT,
  ORG_REPORT_ENDPOINTS as E,
  hasPermission,
  pickColumns,
} from '@clockroom/contracts';
import { submit } from '../../../../platform/api/endpoint-client.ts';
import { notifyError } from '../../../../platform/notify/notify.ts';
import { ReportPage } from '../../../../platform/reports/report-page.tsx';
import { reportQuery } from '../../../../platform/reports/report-query.ts';
import { useReportSearch } from '../../../../platform/reports/use-report-search.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { REPORT_GENERATE_PATH } from '../paths.ts';
import { parseReportSearch, reportFilter, type ReportFilter } from '../report-search.ts';
import '../i18n.ts';

function audienceText(filter: ReportFilter, t: TFunction): string {
  if (filter.fetch_by === 'branch') return t('reports.audienceBranch');
  if (filter.fetch_by === 'department') return t('reports.audienceDepartment');
  if (filter.fetch_by === 'employee')
    return t('reports.audienceEmployees', {
      count: ([] as number[]).concat(filter.fetch_by_id ?? []).length,
    });
  return t('reports.audienceAll');
}

/** /admin/organization/reports/view-all: the chosen columns, paged, exportable (spec 1 §2). */
export default function ReportViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canExport = hasPermission(useCurrentUser(), 'export organization reports');
  const { search, pager } = useReportSearch(parseReportSearch);
  const filter = reportFilter(search);
  const body = filter && { ...filter, page: pager.page, perPage: pager.perPage };
  const result = useQuery(reportQuery(E.fetch, body && { body }));

  // Spec 1 §2: without columns there is no report; back to generate with the spec's message.
  useEffect(() => {
    if (filter) return;
    notifyError(new Error(MESSAGES.selectReportFilters));
    void navigate({ to: REPORT_GENERATE_PATH, replace: true });
  }, [filter, navigate]);
  if (!filter) return null;

  return (
    <ReportPage
      title={t(ORG_REPORT.title)}
      subtitle={audienceText(filter, t)}
      testId="report"
      clear={{ to: REPORT_GENERATE_PATH }}
      exportAs={
        canExport ? (format) => submit(E.download, { params: { type: format }, body: filter }) : undefined
      }
      query={result}
      columns={pickColumns(ORG_REPORT.columns, filter.columns)}
      rows={result.data?.results.map((row, i) => ({ ...row, key: (pager.page - 1) * pager.perPage + i }))}
      total={result.data?.total ?? 0}
      pager={pager}
      empty={MESSAGES.noReportForFilters}
      // Exit reasons arrive as their English labels (reports.repository.ts).
      cells={{ exit_reason: (text) => t(text) }}
    />
  );
}
