import { useTranslation } from 'react-i18next';
import { PAYROLL_REPORT_WORDS, type AdminPayrollDashboard, type ReportColumn } from '@clockroom/contracts';
import { ReportTable } from '../../../../platform/reports/report-table.tsx';
import { BarChart } from '../../../../platform/ui/charts/bar-chart.tsx';
import { TrendChart } from '../../../../platform/ui/charts/trend-chart.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
// The month table's totals row says the kit's "Total": its words come with the report page, not the table.
import '../../../../platform/reports/i18n.ts';
import { chartUnit, inUnit, monthsWithPay, type ChartUnit } from '../chart-scale.ts';

const COLORS = { gross: '#1677ff', employer: '#e69f00', net: '#009e73', headcount: '#cc79a7' } as const;

export function monthName(t: (key: string) => string, month: number) {
  return t(`${PAYROLL_REPORT_WORDS.namespace}.month_${month}`);
}

/** "(₦ million)": the unit a chart's figures are in. */
const unitText = (t: (key: string) => string, unit: ChartUnit) => t(`payrollDashboard.unit_${unit.key}`);

/** Gross pay, the employer's contributions and net pay over the months of the year that have pay. */
export function CostPanel({ d }: { d: AdminPayrollDashboard }) {
  const { t } = useTranslation();
  const months = monthsWithPay(d.months);
  const unit = chartUnit(months.map((m) => m.gross_pay_kobo));
  const title = `${t('payrollDashboard.costByMonth')} (${unitText(t, unit)})`;
  // "janv.", "févr.": a short month a point, in the reader's language.
  const points = months.map((m) => t(`payrollDashboard.short_${m.month}`));
  // Each line: its words and colour, the month's figure it draws, and net pay dashed.
  const line = (key: 'gross' | 'employer' | 'net', kobo: (m: (typeof months)[number]) => number) => ({
    label: t(`payrollDashboard.${key}`),
    color: COLORS[key],
    values: months.map((m) => inUnit(kobo(m), unit)),
    ...(key === 'net' ? { dashed: true } : {}),
  });
  const series = [
    line('gross', (m) => m.gross_pay_kobo),
    line('employer', (m) => m.employer_contributions_kobo),
    line('net', (m) => m.net_pay_kobo),
  ];
  return (
    <Panel title={title} className="cr-dash-wide" testId="payroll-dash-cost">
      <TrendChart title={title} points={points} series={series} testId="payroll-dash-cost-chart" />
    </Panel>
  );
}

export function HeadcountPanel({ d }: { d: AdminPayrollDashboard }) {
  const { t } = useTranslation();
  const title = t('payrollDashboard.headcountByMonth');
  const data = d.months
    .filter((m) => m.headcount > 0)
    .map((m) => ({ label: monthName(t, m.month), value: m.headcount }));
  return (
    <Panel title={title} testId="payroll-dash-headcount">
      <BarChart title={title} data={data} testId="payroll-dash-headcount-chart" />
    </Panel>
  );
}

const STATUTORY = ['paye', 'pension_employee', 'pension_employer', 'nhf', 'nhis', 'nsitf', 'itf'] as const;

export function StatutoryPanel({ d }: { d: AdminPayrollDashboard }) {
  const { t } = useTranslation();
  const unit = chartUnit(STATUTORY.map((k) => d.statutory[`${k}_kobo`]));
  const title = `${t('payrollDashboard.statutory')} (${unitText(t, unit)})`;
  const data = STATUTORY.map((k) => ({
    label: t(`${PAYROLL_REPORT_WORDS.namespace}.${k}`),
    value: inUnit(d.statutory[`${k}_kobo`], unit),
  }));
  return (
    <Panel title={title} testId="payroll-dash-statutory">
      <BarChart title={title} data={data} testId="payroll-dash-statutory-chart" />
    </Panel>
  );
}

const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money', total: true });
const MONTH_COLUMNS: ReportColumn[] = [
  { key: 'month_name', label: 'payrollDashboard.month', kind: 'text' },
  { key: 'headcount', label: 'payrollDashboard.headcount', kind: 'number' },
  money('gross_pay_kobo', 'payrollDashboard.gross'),
  money('employer_contributions_kobo', 'payrollDashboard.employer'),
  money('net_pay_kobo', 'payrollDashboard.net'),
  money('cost_kobo', 'payrollDashboard.cost'),
];

/** The exact figures behind the charts, a row a month with pay, with the year's totals under them. */
export function MonthTable({ d }: { d: AdminPayrollDashboard }) {
  const { t } = useTranslation();
  const rows = monthsWithPay(d.months).map((m) => ({
    ...m,
    key: m.month,
    month_name: monthName(t, m.month),
  }));
  return (
    <Panel title={t('payrollDashboard.months')} className="cr-dash-wide" testId="payroll-dash-months">
      <ReportTable
        columns={MONTH_COLUMNS}
        rows={rows}
        totals={d.totals}
        loading={false}
        size="small"
        testId="payroll-dash-table"
      />
    </Panel>
  );
}
