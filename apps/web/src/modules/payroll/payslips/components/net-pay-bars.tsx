import { barPercents, chartColor } from '../../../../platform/ui/charts/chart-geometry.ts';
import '../../../../platform/ui/charts/charts.css';
import { chartValue, monthLabel, useNaira } from '../payslip-format.ts';

interface NetPayBarsProps {
  title: string;
  months: readonly { month: number; net_pay: string }[];
  testId: string;
}

/**
 * Net pay by month as the dashboards' horizontal bars, each with its exact amount in the reader's
 * money format: the shared BarChart writes a bare number in a 3.5em column, which cuts ₦130,045.00.
 * One series, so one colour.
 */
export function NetPayBars({ title, months, testId }: NetPayBarsProps) {
  const naira = useNaira();
  const percents = barPercents(months.map((m) => ({ label: '', value: chartValue(m.net_pay) })));
  return (
    <figure className="cr-chart cr-bar-chart cr-payslip-bars" data-testid={testId}>
      <ul aria-label={title}>
        {months.map((m, i) => (
          <li key={m.month} className="cr-bar-row">
            <span className="cr-bar-label">{monthLabel(m.month)}</span>
            <span className="cr-bar-track" aria-hidden="true">
              <span
                className="cr-bar-fill"
                style={{ width: `${Math.max(percents[i] ?? 0, 2)}%`, background: chartColor(0) }}
              />
            </span>
            <span className="cr-bar-value">{naira(m.net_pay)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
