import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APPRAISAL_REPORT_COLUMNS,
  APPRAISAL_REPORT_VIEW_COLUMNS,
  hasPermission,
  pickColumns,
  type AppraisalReportView,
} from '@clockroom/contracts';
import { ReportPage } from '../../../../platform/reports/report-page.tsx';
import type { ReportRow } from '../../../../platform/reports/report-table.tsx';
import { useReportSearch } from '../../../../platform/reports/use-report-search.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { appraisalReportQuery, exportAppraisalReport } from '../api.ts';
import { ReportLinks } from '../components/report-links.tsx';
import { ReportFilters } from '../components/report-filters.tsx';
import { parseAppraisalReportSearch } from '../search.ts';
import '../i18n.ts';
import '../appraisal-reports.css';

const VIEW: AppraisalReportView = 'employees';
const COLUMNS = pickColumns(APPRAISAL_REPORT_COLUMNS, APPRAISAL_REPORT_VIEW_COLUMNS[VIEW]);

/** /admin/performance/report/all: every appraisal of the filter, its scores, grade and gap (ADR 68). */
export default function AppraisalResultsPage(): ReactElement {
  const { t } = useTranslation();
  const { search, narrow, pager } = useReportSearch(parseAppraisalReportSearch);
  const report = useQuery(appraisalReportQuery(search));
  const rows: ReportRow[] | undefined = report.data?.employees.map((e) => ({ ...e, key: e.appraisal_id }));
  const from = (pager.page - 1) * pager.perPage;
  const canExport = hasPermission(useCurrentUser(), 'view appraisals');
  return (
    <ReportPage
      title={t('apprRep.allTitle')}
      subtitle={t('apprRep.allSubtitle')}
      testId="appraisal-results"
      clear={{ to: '/admin/performance/report/generate' }}
      exportAs={canExport && search.general_setting_id ? exportAppraisalReport(search, VIEW) : undefined}
      toolbar={
        <>
          <ReportFilters search={search} narrow={narrow} testId="appraisal-results-filters" />
          <ReportLinks search={search} />
        </>
      }
      query={report}
      columns={COLUMNS}
      rows={rows?.slice(from, from + pager.perPage)}
      total={rows?.length ?? 0}
      pager={pager}
      empty={t('apprRep.empty')}
      sortable={['employee_name', 'department_name', 'branch_name', 'final_score', 'final_grade']}
      cells={{
        status: (_text, v) => t(`appraisal_report_words.status_${String(v)}`),
        final_grade: (text, v) => (v ? <Tag color="blue">{text}</Tag> : text),
        department_name: (text, v) => (v ? text : t('appraisal_report_words.no_department')),
        branch_name: (text, v) => (v ? text : t('appraisal_report_words.no_branch')),
      }}
    />
  );
}
