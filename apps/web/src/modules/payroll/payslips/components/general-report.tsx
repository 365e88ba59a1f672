import { Select, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { myPayslipsQuery } from '../api.ts';
import { PAYSLIP_PATHS } from '../payslip-paths.ts';
import { sumNaira, yearOptions } from '../payslip-format.ts';
import { PayslipMonths } from './payslip-months.tsx';

/** The General Report tab: my pay month by month for a year (the latest with payslips by default). */
export function GeneralReport({
  year,
  onYear,
}: {
  year: number | undefined;
  onYear: (year: number) => void;
}) {
  const { t } = useTranslation();
  const years = useQuery(myPayslipsQuery());
  const chosen = year ?? years.data?.years[0] ?? new Date().getFullYear();
  const months = useQuery({ ...myPayslipsQuery(chosen), enabled: !years.isPending });
  if (years.isPending || months.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (months.isError) return <PageError error={months.error} onRetry={() => void months.refetch()} />;
  const rows = [...months.data.results].reverse();
  const total = (
    key: 'gross_pay' | 'total_benefit' | 'total_deduction' | 'paye' | 'pension_employee' | 'net_pay',
  ) => sumNaira(rows.map((m) => m[key]));
  return (
    <div data-testid="payroll-report-general">
      <div className="cr-payslip-form">
        <label>
          <span className="cr-visually-hidden">{t('payslip.year')}</span>
          <Select
            value={chosen}
            onChange={onYear}
            options={yearOptions(years.data?.years ?? []).map((y) => ({ value: y, label: String(y) }))}
            aria-label={t('payslip.year')}
            style={{ width: '100%' }}
            data-testid="payroll-report-year"
          />
        </label>
      </div>
      <h3>{t('payslip.generalTitle', { year: chosen })}</h3>
      {rows.length === 0 ? (
        <EmptyState message={t('payslip.noMonths', { year: chosen })} />
      ) : (
        <PayslipMonths
          months={rows}
          open={PAYSLIP_PATHS.reportPayslip}
          testId="payroll-report-months"
          totals={{
            gross_pay: total('gross_pay'),
            total_benefit: total('total_benefit'),
            total_deduction: total('total_deduction'),
            paye: total('paye'),
            pension_employee: total('pension_employee'),
            net_pay: total('net_pay'),
          }}
        />
      )}
    </div>
  );
}
