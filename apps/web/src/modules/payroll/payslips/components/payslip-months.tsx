import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PayslipMonth } from '@clockroom/contracts';
import { periodLabel, useNaira } from '../payslip-format.ts';

interface PayslipMonthsProps {
  months: readonly PayslipMonth[];
  /** Where a month opens: the payslip view's address (its month and year go in the search). */
  open: string;
  testId: string;
  /** A last row with the year's totals (the general report). */
  totals?: Omit<PayslipMonth, 'year' | 'month'>;
}

const COLUMNS = [
  ['gross_pay', 'payslip.grossPay', true],
  ['total_benefit', 'payslip.totalBenefit', true],
  ['total_deduction', 'payslip.totalDeduction', true],
  ['paye', 'payslip.paye', true],
  ['pension_employee', 'payslip.pension', true],
  ['net_pay', 'payslip.netPay', false],
] as const;

/**
 * Months of pay, each a link to its payslip. On a phone only the month and net pay stay (the
 * others wrap away below 576 px), so nothing scrolls sideways.
 */
export function PayslipMonths({ months, open, testId, totals }: PayslipMonthsProps) {
  const { t } = useTranslation();
  const naira = useNaira();
  return (
    <div className="cr-payslip-scroll">
      <table className="cr-payslip-table cr-payslip-months" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('payslip.period')}</th>
            {COLUMNS.map(([key, label, wide]) => (
              <th key={key} scope="col" className={`cr-payslip-amount${wide ? ' cr-payslip-wide' : ''}`}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => {
            const period = periodLabel(m.month, m.year);
            return (
              <tr key={`${m.year}-${m.month}`} data-testid={`${testId}-${m.year}-${m.month}`}>
                <th scope="row">
                  <Link
                    to={open}
                    search={{ month: m.month, year: m.year } as never}
                    aria-label={t('payslip.openMonth', { period })}
                  >
                    {period}
                  </Link>
                </th>
                {COLUMNS.map(([key, , wide]) => (
                  <td key={key} className={`cr-payslip-amount${wide ? ' cr-payslip-wide' : ''}`}>
                    {naira(m[key])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {totals ? (
          <tfoot>
            <tr>
              <th scope="row">{t('payslip.total')}</th>
              {COLUMNS.map(([key, , wide]) => (
                <td key={key} className={`cr-payslip-amount${wide ? ' cr-payslip-wide' : ''}`}>
                  {naira(totals[key])}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
