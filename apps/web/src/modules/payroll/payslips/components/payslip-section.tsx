import { useTranslation } from 'react-i18next';
import type { PayslipSection } from '@clockroom/contracts';
import { useNaira } from '../payslip-format.ts';

interface PayslipSectionTableProps {
  title: string;
  section: PayslipSection;
  testId: string;
  /** A line's name for the reader; its stored name by default. */
  nameOf?: (line: PayslipSection['data'][number]) => string;
}

/** The figure columns' headings, the same in every payslip table. */
export function AmountHeadings() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col" className="cr-payslip-amount">
        {t('payslip.currentPay')}
      </th>
      <th scope="col" className="cr-payslip-amount">
        {t('payslip.yearToDate')}
      </th>
    </>
  );
}

/** Allowances, benefits or deductions: each line's current pay and year to date, then their totals. */
export function PayslipSectionTable({ title, section, testId, nameOf }: PayslipSectionTableProps) {
  const { t } = useTranslation();
  const naira = useNaira();
  return (
    <table className="cr-payslip-table" data-testid={testId}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('payslip.item')}</th>
          <AmountHeadings />
        </tr>
      </thead>
      <tbody>
        {section.data.length === 0 ? (
          <tr>
            <td colSpan={3} className="cr-muted">
              {t('payslip.none')}
            </td>
          </tr>
        ) : (
          section.data.map((line) => (
            <tr key={line.code} data-testid={`${testId}-${line.code}`}>
              <th scope="row">{nameOf ? nameOf(line) : line.name}</th>
              <td className="cr-payslip-amount">{naira(line.current_pay)}</td>
              <td className="cr-payslip-amount">{naira(line.year_to_date)}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('payslip.total')}</th>
          <td className="cr-payslip-amount" data-testid={`${testId}-total`}>
            {naira(section.current_pay_sum)}
          </td>
          <td className="cr-payslip-amount">{naira(section.year_to_date_sum)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
