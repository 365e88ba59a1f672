import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PayrollDashboard } from '@clockroom/contracts';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { payrollDashboardQuery } from '../api.ts';
import { NetPayBars } from '../components/net-pay-bars.tsx';
import { useNaira, yearOptions } from '../payslip-format.ts';
import { PAYSLIP_PATHS } from '../payslip-paths.ts';
import '../i18n.ts';
import '../payslips.css';

/** The year's figures: tax and pension first (what the issue asks for), then gross and net. */
function YearToDate({ board }: { board: PayrollDashboard }) {
  const { t } = useTranslation();
  const naira = useNaira();
  const figures: [string, string][] = [
    ['payslip.ytdTax', board.year_to_date.paye],
    ['payslip.ytdPension', board.year_to_date.pension_employee],
    ['payslip.ytdPensionEmployer', board.year_to_date.pension_employer],
    ['payslip.ytdNhf', board.year_to_date.nhf],
    ['payslip.ytdGross', board.year_to_date.gross_pay],
    ['payslip.ytdNet', board.year_to_date.net_pay],
  ];
  return (
    <Panel title={String(board.year)}>
      <dl className="cr-payslip-ytd" data-testid="payroll-dash-ytd">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{naira(value)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** /ess/payroll/dashboard (issue 19): my net pay by month, and the year to date's tax and pension. */
export default function PayrollDashboardPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | undefined>();
  // The year's picker stays while another year loads.
  const query = useQuery({ ...payrollDashboardQuery(year), placeholderData: keepPreviousData });
  const years = yearOptions(query.data?.years ?? []);
  const picker = query.data ? (
    <Select
      value={query.data.year}
      onChange={setYear}
      options={years.map((y) => ({ value: y, label: String(y) }))}
      aria-label={t('payslip.year')}
      style={{ minWidth: 120 }}
      data-testid="payroll-dash-year"
    />
  ) : null;
  const header = (
    <PageHeader
      title={t('payslip.dashboardTitle')}
      subtitle={t('payslip.dashboardSubtitle')}
      extra={picker}
    />
  );
  return (
    <DashboardFrame header={header} query={query} testId="payroll-dash">
      {(board) => (
        <>
          <YearToDate board={board} />
          <Panel title={t('payslip.netByMonth', { year: board.year })} testId="payroll-dash-net">
            {board.months.length === 0 ? (
              <EmptyState message={t('payslip.noMonths', { year: board.year })} />
            ) : (
              <NetPayBars
                title={t('payslip.netByMonth', { year: board.year })}
                months={board.months}
                testId="payroll-dash-chart"
              />
            )}
            <p className="cr-payslip-hint">
              <Link to={PAYSLIP_PATHS.viewAll}>{t('payslip.viewAllTitle')}</Link>
            </p>
          </Panel>
        </>
      )}
    </DashboardFrame>
  );
}
