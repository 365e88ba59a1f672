import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PAYROLL_REPORT_ENDPOINTS as E,
  PAYROLL_REPORT_WORDS,
  REGISTER_FIGURE_COLUMNS,
  hasPermission,
  registerColumns,
} from '@clockroom/contracts';
import { submit } from '../../../../platform/api/endpoint-client.ts';
import { ReportPage } from '../../../../platform/reports/report-page.tsx';
import { reportQuery } from '../../../../platform/reports/report-query.ts';
import type { ReportPager } from '../../../../platform/reports/use-report-search.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { payrollReportPaths, type payrollReportFilter } from '../report-address.ts';
import { monthName } from './dashboard-panels.tsx';
import { SubtotalTable } from './subtotal-table.tsx';

interface Props {
  filter: NonNullable<ReturnType<typeof payrollReportFilter>>;
  pager: ReportPager;
}

/** The subtotal tables under the register, in order: which groups, their title and test id. */
const SUBTOTALS = [
  ['branches', 'payrollReports.byBranch', 'payroll-report-branches'],
  ['departments', 'payrollReports.byDepartment', 'payroll-report-departments'],
] as const;

/** The payroll register of a month: a row an employee, a column a pay line, subtotals and totals. */
export function GeneralReportView({ filter, pager }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const result = useQuery(
    reportQuery(E.general, { body: { ...filter, page: pager.page, perPage: pager.perPage } }),
  );
  const data = result.data;
  const period = t('payrollReports.periodOf', { month: monthName(t, filter.month), year: filter.year });
  const notes = [
    period,
    filter.branch_ids || filter.department_ids ? t('payrollReports.narrowed') : null,
    data?.has_open ? t('payrollReports.openIncluded') : null,
  ].filter(Boolean);
  const loading = result.isFetching;

  return (
    <>
      <ReportPage
        title={t(`${PAYROLL_REPORT_WORDS.namespace}.title_general`)}
        subtitle={<span data-testid="payroll-report-period">{notes.join(' · ')}</span>}
        testId="payroll-report"
        clear={{ to: payrollReportPaths.generate, search: { report: 'general' } }}
        exportAs={
          hasPermission(user, 'export payroll reports')
            ? (format) => submit(E.generalDownload, { params: { format }, body: filter })
            : undefined
        }
        query={result}
        columns={registerColumns(data?.line_columns ?? [])}
        rows={data?.reports.map(({ lines, ...row }) => ({ ...row, ...lines, key: row.employee_id }))}
        cells={{
          name: (text, _v, row) =>
            row['status'] === 'open' ? (
              <>
                {text} <Tag color="orange">{t('payrollReports.open')}</Tag>
              </>
            ) : (
              text
            ),
        }}
        total={data?.total ?? 0}
        totals={data?.totals}
        pager={pager}
        empty={filter.include_open ? 'payrollReports.emptyOpen' : 'payrollReports.empty'}
      />
      {data
        ? SUBTOTALS.map(([groups, title, testId]) => (
            <SubtotalTable
              key={testId}
              title={t(title)}
              columns={REGISTER_FIGURE_COLUMNS}
              groups={data[groups]}
              totals={data.totals}
              loading={loading}
              testId={testId}
            />
          ))
        : null}
    </>
  );
}
