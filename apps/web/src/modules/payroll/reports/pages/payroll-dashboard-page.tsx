import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Empty } from 'antd';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PAYROLL_REPORT_ENDPOINTS as E, formatDate, hasPermission } from '@clockroom/contracts';
import { endpointQuery } from '../../../../platform/api/endpoint-client.ts';
import { useReportSearch } from '../../../../platform/reports/use-report-search.ts';
import { positiveInt, type ReportPaging } from '../../../../platform/reports/report-search.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { useIsScreen } from '../../../../platform/ui/href-link.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import {
  CostPanel,
  HeadcountPanel,
  MonthTable,
  StatutoryPanel,
  monthName,
} from '../components/dashboard-panels.tsx';
import { MoneyTile } from '../components/money-tile.tsx';
import { useMoneyText } from '../money-text.ts';
import { payrollReportPaths } from '../report-address.ts';
import '../i18n.ts';
import '../reports.css';

const SCHEDULE = '/admin/payroll/salary-management/payment-schedule';
/** The year in the address (?year=2026); the server's choice (the last confirmed month's) without it. */
const parseYear = (raw: Record<string, unknown>): ReportPaging & { year?: number } => {
  const year = positiveInt(raw['year']);
  return year && year >= 2000 && year <= 2100 ? { year } : {};
};

/** With no month confirmed: what the dashboard will show and where to start. */
function NothingConfirmed() {
  const { t } = useTranslation();
  const isScreen = useIsScreen();
  const user = useCurrentUser();
  return (
    <Panel testId="payroll-dash-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{t('payrollDashboard.emptyTitle')}</strong>
            <br />
            {t('payrollDashboard.empty')}
          </>
        }
      >
        {isScreen(SCHEDULE) && hasPermission(user, 'view salary management') ? (
          <Link to={SCHEDULE}>
            <Button type="primary">{t('payrollDashboard.runSchedule')}</Button>
          </Link>
        ) : null}
      </Empty>
    </Panel>
  );
}

/** The year's totals as tiles, in order: which total, its words, its colour and its test id. */
const TOTALS = [
  ['cost_kobo', 'payrollDashboard.cost', 'blue', 'payroll-stat-cost'],
  ['gross_pay_kobo', 'payrollDashboard.gross', 'green', 'payroll-stat-gross'],
  ['employer_contributions_kobo', 'payrollDashboard.employer', 'orange', 'payroll-stat-employer'],
  ['net_pay_kobo', 'payrollDashboard.net', 'grey', 'payroll-stat-net'],
] as const;

/** /admin/payroll/dashboard (issue 19): the year's payroll cost, headcount and statutory totals. */
export default function PayrollDashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const money = useMoneyText();
  const { search, go } = useReportSearch(parseYear);
  const dashboard = useQuery({
    ...endpointQuery(E.dashboard, { query: search.year ? { year: search.year } : {} }),
    retry: false,
  });
  const d = dashboard.data;
  const header = (
    <PageHeader
      title={t('payrollDashboard.title')}
      subtitle={d ? t('payrollDashboard.subtitle', { year: d.year }) : undefined}
      extra={
        <>
          <DatePicker
            picker="year"
            allowClear={false}
            aria-label={t('payrollDashboard.year')}
            value={d ? dayjs(`${d.year}-01-01`) : null}
            disabledDate={(day) => day.year() < 2000 || day.year() > 2100}
            onChange={(day) => day && go({ year: day.year() })}
            data-testid="payroll-dash-year"
          />
          {hasPermission(user, 'view payroll reports') ? (
            <Link to={payrollReportPaths.generate}>
              <Button>{t('payrollDashboard.reports')}</Button>
            </Link>
          ) : null}
        </>
      }
    />
  );
  return (
    <DashboardFrame header={header} query={dashboard} testId="payroll-dashboard">
      {(data) => {
        if (!data.last_confirmed) return <NothingConfirmed />;
        const last = data.last_confirmed;
        const period = t('payrollReports.periodOf', { month: monthName(t, last.month), year: last.year });
        const headcount = Math.max(...data.months.map((m) => m.headcount));
        const lastTile = (
          <MoneyTile
            label={t('payrollDashboard.last')}
            value={last.headcount}
            count
            note={
              <>
                {last.confirmed_on
                  ? t('payrollDashboard.lastOn', { period, date: formatDate(last.confirmed_on) })
                  : period}
                <br />
                {t('payrollDashboard.lastPeople', {
                  count: last.headcount,
                  net: money.kobo(last.net_pay_kobo),
                })}
              </>
            }
            testId="payroll-stat-last"
          />
        );
        // A year with nothing confirmed: no row of ₦0.00 tiles, but the way to the last paid year.
        if (headcount === 0)
          return (
            <>
              <div className="cr-dash-stats cr-pr-stats">{lastTile}</div>
              <Panel testId="payroll-dash-empty-year">
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('payrollDashboard.emptyYear', { year: data.year })}
                >
                  {last.year !== data.year ? (
                    <Button onClick={() => go({ year: last.year })} data-testid="payroll-dash-last-year">
                      {t('payrollDashboard.showYear', { year: last.year })}
                    </Button>
                  ) : null}
                </Empty>
              </Panel>
            </>
          );
        return (
          <>
            <div className="cr-dash-stats cr-pr-stats">
              {TOTALS.map(([total, label, tone, testId]) => (
                <MoneyTile
                  key={testId}
                  label={t(label)}
                  value={data.totals[total]}
                  tone={tone}
                  testId={testId}
                />
              ))}
              {lastTile}
            </div>
            <div className="cr-dash-grid">
              <CostPanel d={data} />
              <HeadcountPanel d={data} />
              <StatutoryPanel d={data} />
              <MonthTable d={data} />
            </div>
          </>
        );
      }}
    </DashboardFrame>
  );
}
