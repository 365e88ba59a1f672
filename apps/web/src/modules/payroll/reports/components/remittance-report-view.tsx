import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PAYROLL_REPORT_ENDPOINTS as E,
  PAYROLL_REPORT_WORDS,
  REMITTANCE_SCHEDULE_COLUMNS,
  formatDate,
  hasPermission,
  type RemittanceScheduleKind,
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
  kind: RemittanceScheduleKind;
  filter: Omit<NonNullable<ReturnType<typeof payrollReportFilter>>, 'include_open'>;
  pager: ReportPager;
}

const word = (key: string) => `${PAYROLL_REPORT_WORDS.namespace}.${key}`;

/** A statutory remittance schedule of a confirmed month: who, to which body, how much, and by when. */
export function RemittanceReportView({ kind, filter, pager }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const result = useQuery(
    reportQuery(E.remittance, {
      params: { kind },
      body: { ...filter, page: pager.page, perPage: pager.perPage },
    }),
  );
  const data = result.data;
  const columns = REMITTANCE_SCHEDULE_COLUMNS[kind];
  const due = data?.due_date
    ? [
        t('payrollReports.dueDate', { date: formatDate(data.due_date) }),
        data.pay_date ? t('payrollReports.payDate', { date: formatDate(data.pay_date) }) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : data
      ? t('payrollReports.notDue')
      : null;
  const period = t('payrollReports.periodOf', { month: monthName(t, filter.month), year: filter.year });
  const notSet = (text: string, value: unknown) => (value === null ? t(word('not_set')) : text);
  const problems = data?.problems ?? 0;

  return (
    <>
      <ReportPage
        title={t(word(`title_${kind}`))}
        subtitle={
          <span className="cr-pr-notes" data-testid="payroll-report-period">
            <span>{period}</span>
            {due ? (
              <span className="cr-pr-due" data-testid="payroll-report-due">
                {due}
              </span>
            ) : null}
          </span>
        }
        testId="payroll-report"
        clear={{ to: payrollReportPaths.generate, search: { report: kind } }}
        exportAs={
          hasPermission(user, 'export payroll reports')
            ? (format) => submit(E.remittanceDownload, { params: { kind, format }, body: filter })
            : undefined
        }
        toolbar={
          problems > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={t('payrollReports.problems', { count: problems })}
              data-testid="payroll-report-problems"
            />
          ) : null
        }
        query={result}
        columns={columns}
        rows={data?.reports.map((row) => ({ ...row, key: row.employee_id }))}
        cells={{
          state: notSet,
          pfa: notSet,
          authority: (text, value) => (value === null ? t('payrollReports.unrecognised') : text),
          rsa_pin_check: (text, value) => (typeof value === 'string' ? t(word(`rsa_${value}`)) : text),
        }}
        total={data?.total ?? 0}
        totals={data?.totals}
        pager={pager}
        empty="payrollReports.empty"
      />
      {data ? (
        <SubtotalTable
          title={t('payrollReports.byBody')}
          columns={columns.filter((c) => c.kind === 'money')}
          groups={data.groups.map((g) => ({ ...g, label: g.authority ?? g.name }))}
          totals={data.totals}
          loading={result.isFetching}
          testId="payroll-report-groups"
        />
      ) : null}
    </>
  );
}
